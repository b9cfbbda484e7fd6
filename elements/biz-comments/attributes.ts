/** The attributes of `<biz-comments>` (src/element/attributes.ts); the `@attr` lines of biz-comments.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-comments>`: camelCase prop → type, default and validity. */
export const commentsAttributes = defineAttributes({
  /** `article-id`: the article's id; empty, no form and nothing is loaded. */
  articleId: { type: 'string', required: true, default: '' },
  /** `minlength`: submit needs more characters than this; negative, 3. */
  minlength: { type: 'number', default: 3, valid: (value) => value >= 0 },
  /** `poll-interval`: ms between two checks for new comments; not positive, 30000 (docs/server-contract.md#comments). */
  pollInterval: { type: 'number', default: 30_000, valid: (value) => value > 0 },
});
