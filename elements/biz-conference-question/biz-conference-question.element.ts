import { createElementClass } from '../../src/element/define.ts';
import { formStyles } from '../../src/forms/Field.tsx';
import { BizConferenceQuestion, type ConferenceQuestionProps } from './BizConferenceQuestion.tsx';
import { conferenceQuestionAttributes } from './attributes.ts';
import css from './biz-conference-question.css?inline';

/**
 * A reader's question to a conference's speakers (docs/behaviour.md#conference-question): name, e-mail and the question,
 * sent as POST /conferences/question with `id` (the `conference-id`), `email`, `name`,
 * `message`. Russian labels tied to the inputs, required fields marked, validation messages in
 * Russian linked with `aria-describedby` (the first invalid field gets focus), «Отправляем…»
 * while sending and no double send. On success the form is cleared and a notice shows for 3 s
 * (docs/behaviour.md#conference-question). On a failed call the text stays and a Russian message explains it, with a retry; an
 * answer `{status: 'error', message}` (HTTP 200) shows the server's message.
 *
 * @summary Conference question form.
 * @tagname biz-conference-question
 *
 * @csspart form - The form.
 * @csspart field - One field: label, hint, control and validation message.
 * @csspart label - A field's label.
 * @csspart hint - A field's hint.
 * @csspart input - The name and e-mail inputs.
 * @csspart textarea - The question.
 * @csspart field-error - A field's validation message.
 * @csspart required-note - The note explaining the * mark.
 * @csspart submit - The submit button («Отправляем…» while sending).
 * @csspart status - The live region with notices.
 * @csspart notice - The success notice (gone after 3 s).
 * @csspart error - A failure or refusal message.
 * @csspart retry - The retry button inside a failure message.
 *
 * @cssproperty --biz-accent - Submit button, focused input border.
 * @cssproperty --biz-negative - Required mark, invalid fields, errors.
 * @cssproperty --biz-border - Input borders.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizConferenceQuestionElement extends createElementClass<ConferenceQuestionProps>({
  component: BizConferenceQuestion,
  attributes: conferenceQuestionAttributes,
  styles: [formStyles, css],
}) {}
