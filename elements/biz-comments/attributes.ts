/**
 * The attributes of `<biz-comments>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';
import { isOrder } from '../../src/comments/thread.ts';

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
  /**
   * The threads' order until the reader chooses one: `new`, `old`, `best` or `flat`; empty, the
   * server's order.
   * @remarks Default order: new, old, best, flat; empty or unknown, the server's
   * (docs/behaviour.md#comments-order).
   */
  order: { type: 'string', default: '', valid: (value) => value === '' || isOrder(value) },
  /**
   * Where «Пожаловаться» sends a report (POST `comment_id, reason, text, token`); empty, no
   * «Пожаловаться».
   * @remarks URL of the report call; empty, no «Пожаловаться» (docs/server-contract.md#comments).
   */
  reportAction: { type: 'string', default: '' },
});
