/**
 * The attributes of `<biz-load-more>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-load-more>`: camelCase prop → type, default and validity. */
export const loadMoreAttributes = defineAttributes({
  /** The next portion's link (what the page kept in a data attribute); empty, nothing to load. */
  href: { type: 'string', default: '' },
  /** Id of the list the items are appended to. */
  target: { type: 'string', default: '' },
});
