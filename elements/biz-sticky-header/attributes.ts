/**
 * The attributes of `<biz-sticky-header>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-sticky-header>`: camelCase prop → type, default and validity. */
export const stickyHeaderAttributes = defineAttributes({
  /**
   * Pixels of scroll after which scrolling down hides the header. Default 3000, also for a negative
   * or not finite value.
   */
  threshold: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
});
