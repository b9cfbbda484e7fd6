/** Registers `<biz-comments>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizCommentsElement } from './biz-comments.element.ts';

export { BizCommentsElement };

defineElement('biz-comments', BizCommentsElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-comments': BizCommentsElement;
  }
}
