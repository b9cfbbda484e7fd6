/**
 * The attributes of `<biz-standings>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-standings>`: camelCase prop → type, default and validity. */
export const standingsAttributes = defineAttributes({
  /**
   * Names the remembered choice: localStorage `standings-{name}`. Default, also when blank: the
   * element's id, else the page's path.
   */
  name: { type: 'string' },
});
