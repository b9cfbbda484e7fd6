/** Registers `<biz-article-rating>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizArticleRatingElement } from './biz-article-rating.element.ts';

export { BizArticleRatingElement };

defineElement('biz-article-rating', BizArticleRatingElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-article-rating': BizArticleRatingElement;
  }
}
