/**
 * The attributes of `<biz-person-list>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-person-list>`: camelCase prop → type, default and validity. */
export const personListAttributes = defineAttributes({
  /** CSS selector of one person inside the element. Default "li", also when blank. */
  item: { type: 'string', default: 'li', valid: (value) => value.trim() !== '' },
});
