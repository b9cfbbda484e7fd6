import { createElementClass } from '../../src/element/define.ts';
import { formStyles } from '../../src/forms/Field.tsx';
import { BizConferenceQuestion, type ConferenceQuestionProps } from './BizConferenceQuestion.tsx';
import { conferenceQuestionAttributes } from './attributes.ts';
import css from './biz-conference-question.css?inline';

/**
 * A reader's question to a conference's speakers (docs/behaviour.md#conference-question).
 *
 * @summary Conference question form.
 * @tagname biz-conference-question
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
