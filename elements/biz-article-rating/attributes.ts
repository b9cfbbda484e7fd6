/** The attributes of `<biz-article-rating>` (src/element/attributes.ts); the `@attr` lines of biz-article-rating.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-article-rating>`: camelCase prop → type, default and validity. */
export const articleRatingAttributes = defineAttributes({
  /** `article-id`: the article's id, sent as `article_id`; empty, the buttons are disabled. */
  articleId: { type: 'string', required: true, default: '' },
  /** `rating`: the sum the server rendered (it already includes a remembered vote); not a finite number, 0. */
  rating: { type: 'number', default: 0, valid: Number.isFinite },
});
