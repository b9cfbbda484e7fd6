/**
 * The attributes of `<biz-text-size>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-text-size>`: camelCase prop → type, default and validity. */
export const textSizeAttributes = defineAttributes({
  /** Id of the article body element. */
  for: { type: 'string' },
});
