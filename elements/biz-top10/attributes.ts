/**
 * The attributes of `<biz-top10>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-top10>`: camelCase prop → type, default and validity. */
export const top10Attributes = defineAttributes({
  /** The article's id, sent as `article_id`; empty, nothing is loaded. */
  articleId: { type: 'string', required: true, default: '' },
});
