/** Registers `<biz-bookmark>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizBookmarkElement } from './biz-bookmark.element.ts';

export { BizBookmarkElement };

defineElement('biz-bookmark', BizBookmarkElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-bookmark': BizBookmarkElement;
  }
}
