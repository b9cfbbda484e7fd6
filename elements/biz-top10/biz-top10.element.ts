import { createElementClass } from '../../src/element/define.ts';
import { resultBarsStyles } from '../../src/ui/ResultBars.tsx';
import { BizTop10, type Top10Props } from './BizTop10.tsx';
import { top10Attributes } from './attributes.ts';
import css from './biz-top10.css?inline';

/**
 * Top-10 vote block (docs/behaviour.md#top10).
 *
 * @summary Top-10 vote: one vote per variant, 'Голос учтен!' with the count.
 * @tagname biz-top10
 * @slot title - The block's heading (default «Голосование читателей»).
 * @slot - Anything else (e.g. a server-rendered list for readers without JavaScript) is not shown once the element runs.
 * @cssproperty --biz-accent - Buttons and bars.
 * @cssproperty --biz-positive - The voted button.
 * @cssproperty --biz-surface-alt - Bar track.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizTop10Element extends createElementClass<Top10Props>({
  component: BizTop10,
  attributes: top10Attributes,
  styles: [resultBarsStyles, css],
}) {}
