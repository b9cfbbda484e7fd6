/** Registers `<biz-feedback>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizFeedbackElement } from './biz-feedback.element.ts';
import './events.ts';

export { BizFeedbackElement };

defineElement('biz-feedback', BizFeedbackElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-feedback': BizFeedbackElement;
  }
}
