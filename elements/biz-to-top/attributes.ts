/**
 * The attributes of `<biz-to-top>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-to-top>`: camelCase prop → type, default and validity. */
export const toTopAttributes = defineAttributes({
  /**
   * Pixels of scroll after which the button appears. Default 1000, also for a negative or not
   * finite value.
   */
  threshold: {
    type: 'number',
    default: 1000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /** Id of the element that gets focus at the top. Default: the page's first `<h1>`. */
  target: { type: 'string' },
});
