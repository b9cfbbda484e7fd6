/** Registers `<biz-comment-embed>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizCommentEmbedElement } from './biz-comment-embed.element.ts';

export { BizCommentEmbedElement };

defineElement('biz-comment-embed', BizCommentEmbedElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-comment-embed': BizCommentEmbedElement;
  }
}
