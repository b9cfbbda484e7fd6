/**
 * The attributes of `<biz-ad-rotator>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';
import { adRotatorText } from './strings.ts';

/** The attribute map of `<biz-ad-rotator>`: camelCase prop → type, default and validity. */
export const adRotatorAttributes = defineAttributes({
  /**
   * Milliseconds each item stays (the site's pages use 3000 and 20000). Default 3000, also for a
   * value that is not a positive finite number.
   */
  interval: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value > 0,
  },
  /** Accessible name of the group. Default «Рекламные объявления». */
  label: { type: 'string', default: adRotatorText('ads.label') },
});
