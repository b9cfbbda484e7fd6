/** The attributes of `<biz-top10>` (src/element/attributes.ts); the `@attr` lines of biz-top10.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-top10>`: camelCase prop → type, default and validity. */
export const top10Attributes = defineAttributes({
  /** `article-id`: the article's id, sent as `article_id`; empty, nothing is loaded. */
  articleId: { type: 'string', required: true, default: '' },
});
