/** The attributes of `<biz-ad-rotator>` (src/element/attributes.ts); the `@attr` lines of biz-ad-rotator.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';
import { adRotatorText } from './strings.ts';

/** The attribute map of `<biz-ad-rotator>`: camelCase prop → type, default and validity. */
export const adRotatorAttributes = defineAttributes({
  /** `interval`: ms each item stays; not a positive number, 3000 (docs/behaviour.md#ad-rotator: the page uses 3000 and 20000). */
  interval: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value > 0,
  },
  /** `label`: the group's accessible name; absent, «Рекламные объявления» (the catalogue's `ads.label`). */
  label: { type: 'string', default: adRotatorText('ads.label') },
});
