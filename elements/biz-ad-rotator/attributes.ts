/**
 * The attributes of `<biz-ad-rotator>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';
import { adRotatorText } from './strings.ts';

/** The attribute map of `<biz-ad-rotator>`: camelCase prop → type, default and validity. */
export const adRotatorAttributes = defineAttributes({
  /**
   * Milliseconds each item stays. Default 3000.
   * @remarks Ms each item stays; not a positive number, 3000 (docs/behaviour.md#ad-rotator: the
   * page uses 3000 and 20000).
   */
  interval: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value > 0,
  },
  /**
   * Accessible name of the group. Default «Рекламные объявления».
   * @remarks The group's accessible name; absent, «Рекламные объявления» (the catalogue's
   * `ads.label`).
   */
  label: { type: 'string', default: adRotatorText('ads.label') },
});
