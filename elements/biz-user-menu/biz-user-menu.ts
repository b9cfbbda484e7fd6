/** Registers `<biz-user-menu>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizUserMenuElement } from './biz-user-menu.element.ts';

export { BizUserMenuElement };

defineElement('biz-user-menu', BizUserMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-user-menu': BizUserMenuElement;
  }
}
