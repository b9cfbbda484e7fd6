/** Registers `<biz-to-top>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizToTopElement } from './biz-to-top.element.ts';

export { BizToTopElement };

defineElement('biz-to-top', BizToTopElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-to-top': BizToTopElement;
  }
}
