import { createElementClass } from '../../src/element/define.ts';
import { variantCardStyles } from '../../src/ui/variant-card.ts';
import { resultBarsStyles } from '../../src/ui/ResultBars.tsx';
import { BizPoll, type PollProps } from './BizPoll.tsx';
import { pollAttributes } from './attributes.ts';
import css from './biz-poll.css?inline';

/**
 * Poll (docs/behaviour.md#poll). Open: a fieldset of radio buttons with the question as its legend and a
 * «Голосовать» button; the vote is POST {action} with `poll_id`, `question` (the chosen variant's
 * id) and `token`. Voted (remembered in localStorage `poll{id}`, followed in every tab and every
 * instance on the page) and finished (`state="finished"`) show the results of
 * GET /polls/result/{id}?fullpage as text and bars («Да — 43 %», whole percents adding up to
 * 100), and the button reads 'вы проголосовали' or 'голосование завершено'. A page served from
 * cache after the vote shows the results, not the form. The vote is optimistic and rolled back
 * with a Russian message and a retry when it fails; a double click sends one vote. An answer
 * `{status: 'error', message}` (HTTP 200) is a refusal: its message is shown with the results.
 *
 * Markup contract: the question and the variants come from a `<form>` in the light DOM (a
 * `<fieldset>` with a `<legend>` and radio inputs whose `value` is the variant id, labelled by
 * their `<label>`); it stays readable, and submittable, without JavaScript. Without such a form
 * the variants come from the results call and the legend reads «Опрос».
 *
 * @summary Poll: vote once, then result bars.
 * @tagname biz-poll
 *
 * @slot - The server-rendered poll `<form>` (fieldset, legend, radio inputs with labels): read for the question and the variants, shown only when the element does not run.
 *
 * @csspart fieldset - The fieldset of variants (open).
 * @csspart question - The question (the legend when open).
 * @csspart variant - One variant: a label with its radio button.
 * @csspart vote - The vote button; reads 'вы проголосовали' or 'голосование завершено' once done.
 * @csspart results - The result list.
 * @csspart result - One result row («Да — 43 %» and its bar); `result-chosen` on the reader's choice.
 * @csspart bar - The decorative bar of a result row.
 * @csspart status - The live region with notices.
 * @csspart notice - The thank-you message.
 * @csspart error - A failure message.
 * @csspart retry - The retry button inside a failure message.
 * @csspart capped - «Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).
 *
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
