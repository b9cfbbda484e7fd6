/**
 * The attributes of `<biz-comments>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';
import { isOrder } from '../../src/comments/thread.ts';

/** The attribute map of `<biz-comments>`: camelCase prop → type, default and validity. */
export const commentsAttributes = defineAttributes({
  /** The article's id, sent as `article_id`; empty, no form and nothing is loaded. */
  articleId: { type: 'string', required: true, default: '' },
  /**
   * Submit is enabled only when the text has more characters than this. Default 3, also for a
   * negative value.
   */
  minlength: { type: 'number', default: 3, valid: (value) => value >= 0 },
  /**
   * Milliseconds between checks for new comments (POST /comments/new). Default 30000, also for a
   * value that is not positive.
   */
  pollInterval: { type: 'number', default: 30_000, valid: (value) => value > 0 },
  /**
   * The threads' order until the reader chooses one: `new`, `old`, `best` or `flat`; empty or
   * unknown, the server's order.
   */
  order: { type: 'string', default: '', valid: (value) => value === '' || isOrder(value) },
  /**
   * Where «Пожаловаться» sends a report (POST `comment_id, reason, text, token`); empty, no
   * «Пожаловаться».
   */
  reportAction: { type: 'string', default: '' },
});
