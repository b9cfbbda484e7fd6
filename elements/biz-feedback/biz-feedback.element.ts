import { createElementClass } from '../../src/element/define.ts';
import { formStyles } from '../../src/forms/Field.tsx';
import { BizFeedback, type FeedbackProps } from './BizFeedback.tsx';
import { feedbackAttributes } from './attributes.ts';
import css from './biz-feedback.css?inline';

/**
 * The site's feedback form (docs/behaviour.md#feedback).
 *
 * @summary Feedback form: message and contact.
 * @tagname biz-feedback
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
