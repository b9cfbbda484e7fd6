/**
 * The attributes of `<biz-toc>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-toc>`: camelCase prop → type, default and validity. */
export const tocAttributes = defineAttributes({
  /** Id of the article body. */
  for: { type: 'string' },
  /** Comma-separated heading selectors, outermost first. Default "h2,h3". */
  levels: { type: 'string', default: 'h2,h3' },
});
