/** Registers `<biz-sticky-header>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizStickyHeaderElement } from './biz-sticky-header.element.ts';

export { BizStickyHeaderElement };

defineElement('biz-sticky-header', BizStickyHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-sticky-header': BizStickyHeaderElement;
  }
}
