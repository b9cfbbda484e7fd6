/** Registers `<biz-search>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizSearchElement } from './biz-search.element.ts';

export { BizSearchElement };

defineElement('biz-search', BizSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-search': BizSearchElement;
  }
}
