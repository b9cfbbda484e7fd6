/** Registers `<biz-quiz>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizQuizElement } from './biz-quiz.element.ts';

export { BizQuizElement };

defineElement('biz-quiz', BizQuizElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-quiz': BizQuizElement;
  }
}
