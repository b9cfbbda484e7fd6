import { createElementClass } from '../../src/element/define.ts';
import { formStyles } from '../../src/forms/Field.tsx';
import { BizFeedback, type FeedbackProps } from './BizFeedback.tsx';
import { feedbackAttributes } from './attributes.ts';
import css from './biz-feedback.css?inline';

/**
 * The site's feedback form (docs/behaviour.md#feedback): a message (required, at least 10 characters) and an
 * optional contact (e-mail or phone), sent as POST {action} with `message`, `contact` and the
 * visitor `token`. Russian labels tied to the inputs, required fields marked, validation
 * messages linked with `aria-describedby` (the first invalid field gets focus), «Отправляем…»
 * while sending and no double send. On success the form is cleared and a notice shows for 3 s
 * (docs/behaviour.md#feedback). On a failed call the text stays and a Russian message explains it, with a retry; an
 * answer `{status: 'error', message}` (HTTP 200) shows the server's message.
 *
 * @summary Feedback form: message and contact.
 * @tagname biz-feedback
 *
 * @csspart form - The form.
 * @csspart field - One field: label, hint, control and validation message.
 * @csspart label - A field's label.
 * @csspart hint - A field's hint.
 * @csspart textarea - The message.
 * @csspart input - The contact input.
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
export class BizFeedbackElement extends createElementClass<FeedbackProps>({
  component: BizFeedback,
  attributes: feedbackAttributes,
  styles: [formStyles, css],
}) {}
