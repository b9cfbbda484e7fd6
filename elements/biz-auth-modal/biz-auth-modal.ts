/** Registers `<biz-auth-modal>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizAuthModalElement } from './biz-auth-modal.element.ts';

export { BizAuthModalElement };

defineElement('biz-auth-modal', BizAuthModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-auth-modal': BizAuthModalElement;
  }
}
