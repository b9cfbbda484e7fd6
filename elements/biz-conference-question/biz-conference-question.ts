/** Registers `<biz-conference-question>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizConferenceQuestionElement } from './biz-conference-question.element.ts';
import './events.ts';

export { BizConferenceQuestionElement };

defineElement('biz-conference-question', BizConferenceQuestionElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-conference-question': BizConferenceQuestionElement;
  }
}
