import { createElementClass } from '../../src/element/define.ts';
import { resultBarsStyles } from '../../src/ui/ResultBars.tsx';
import { BizTop10, type Top10Props } from './BizTop10.tsx';
import { top10Attributes } from './attributes.ts';
import css from './biz-top10.css?inline';

/**
 * Top-10 vote block (docs/behaviour.md#top10). Shows up to ten variants from POST /polls/top10/result
 * (`article_id` → `id, title, count, percent`), each as text with its share («Банк — 12 %», whole
 * percents adding up to 100) and a vote button. Voting for one posts /polls/top10/vote with
 * `article_id`, `variant` and `token`; the button becomes voted (`aria-pressed="true"`) and reads
 * 'Голос учтен!' with the count. One vote per variant, remembered in localStorage
 * `top10:{article}:{variant}` (ids URI-encoded, the value is the count; the spec's ambiguous
 * `top10{article}{variant}` is still read, never written) and followed in every tab and every
 * instance on the page. Optimistic; a failure rolls the button back with a Russian message and a
 * retry; a double click sends one vote. An answer `{status: 'error', count}` means the server
 * already had this vote: the variant shows as voted.
 *
 * @summary Top-10 vote: one vote per variant, 'Голос учтен!' with the count.
 * @tagname biz-top10
 *
 * @slot title - The block's heading (default «Голосование читателей»).
 * @slot - Anything else (e.g. a server-rendered list for readers without JavaScript) is not shown once the element runs.
 *
 * @csspart results - The ordered list of variants.
 * @csspart result - One variant: its text («Банк — 12 %»), bar and vote button.
 * @csspart bar - The decorative bar of a variant.
 * @csspart vote - A vote button (`aria-pressed="true"` once voted).
 * @csspart voted - A vote button that is voted.
 * @csspart count - The count inside a voted button.
 * @csspart status - The live region with notices.
 * @csspart notice - The server's note on a vote it already had.
 * @csspart error - A failure message.
 * @csspart retry - The retry button inside a failure message.
 *
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
