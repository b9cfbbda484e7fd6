/**
 * The attributes of `<biz-comment-embed>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-comment-embed>`: camelCase prop → type, default and validity. */
export const commentEmbedAttributes = defineAttributes({
  /** The quoted comment's id; empty, nothing is loaded. */
  commentId: { type: 'string', required: true, default: '' },
  /**
   * Where the link to the discussion leads, when the page knows better (e.g. `#comment-5007` on the
   * article's own page). Default: the server's link, else `/article/{article_id}#comment-{id}`.
   */
  href: { type: 'string' },
});
