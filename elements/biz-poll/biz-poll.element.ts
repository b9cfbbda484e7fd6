import { createElementClass } from '../../src/element/define.ts';
import { variantCardStyles } from '../../src/ui/variant-card.ts';
import { resultBarsStyles } from '../../src/ui/ResultBars.tsx';
import { BizPoll, type PollProps } from './BizPoll.tsx';
import { pollAttributes } from './attributes.ts';
import css from './biz-poll.css?inline';

/**
 * Poll: vote once, then the results (docs/behaviour.md#poll).
 *
 * @summary Poll: vote once, then result bars.
 * @tagname biz-poll
 * @slot - The server-rendered poll `<form>` (fieldset, legend, radio inputs with labels): read for the question and the variants, shown only when the element does not run.
 * @cssproperty --biz-accent - Vote button and bars.
 * @cssproperty --biz-surface-alt - Bar track.
 * @cssproperty --biz-border - Borders.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizPollElement extends createElementClass<PollProps>({
  component: BizPoll,
  attributes: pollAttributes,
  styles: [resultBarsStyles, variantCardStyles, css],
}) {}
