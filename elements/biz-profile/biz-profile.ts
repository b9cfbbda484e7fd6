/** Registers `<biz-profile>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizProfileElement } from './biz-profile.element.ts';

export { BizProfileElement };

defineElement('biz-profile', BizProfileElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-profile': BizProfileElement;
  }
}
