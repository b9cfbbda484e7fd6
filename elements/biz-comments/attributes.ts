/**
 * The attributes of `<biz-comments>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-comments>`: camelCase prop → type, default and validity. */
export const commentsAttributes = defineAttributes({
  /**
   * The article's id (`article_id`).
   * @remarks The article's id; empty, no form and nothing is loaded.
   */
  articleId: { type: 'string', required: true, default: '' },
  /**
   * Submit is enabled only when the text is longer than this. Default 3.
   * @remarks Submit needs more characters than this; negative, 3.
   */
  minlength: { type: 'number', default: 3, valid: (value) => value >= 0 },
  /**
   * Milliseconds between checks for new comments (POST /comments/new). Default 30000.
   * @remarks Ms between two checks for new comments; not positive, 30000
   * (docs/server-contract.md#comments).
   */
  pollInterval: { type: 'number', default: 30_000, valid: (value) => value > 0 },
});
