/** The attributes of `<biz-comment-embed>` (src/element/attributes.ts); the `@attr` lines of biz-comment-embed.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-comment-embed>`: camelCase prop → type, default and validity. */
export const commentEmbedAttributes = defineAttributes({
  /** `comment-id`: the quoted comment's id; empty, nothing is loaded. */
  commentId: { type: 'string', required: true, default: '' },
  /** `href`: where the link to the discussion leads, when the page knows better than the server. */
  href: { type: 'string' },
});
