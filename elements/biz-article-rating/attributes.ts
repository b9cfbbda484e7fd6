/**
 * The attributes of `<biz-article-rating>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-article-rating>`: camelCase prop → type, default and validity. */
export const articleRatingAttributes = defineAttributes({
  /** The article's id, sent as `article_id`; empty, the buttons are disabled. */
  articleId: { type: 'string', required: true, default: '' },
  /**
   * The current sum as the server rendered it (a remembered vote included). Default 0, also for a
   * value that is not a finite number.
   */
  rating: { type: 'number', default: 0, valid: Number.isFinite },
});
