/** Registers `<biz-text-size>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizTextSizeElement } from './biz-text-size.element.ts';

export { BizTextSizeElement };

defineElement('biz-text-size', BizTextSizeElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-text-size': BizTextSizeElement;
  }
}
