/** Registers `<biz-load-more>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizLoadMoreElement } from './biz-load-more.element.ts';

export { BizLoadMoreElement };

defineElement('biz-load-more', BizLoadMoreElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-load-more': BizLoadMoreElement;
  }
}
