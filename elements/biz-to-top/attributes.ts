/** The attributes of `<biz-to-top>` (src/element/attributes.ts); the `@attr` lines of biz-to-top.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-to-top>`: camelCase prop → type, default and validity. */
export const toTopAttributes = defineAttributes({
  /** `threshold`: px of scroll after which the button appears; negative or not finite, 1000 (docs/behaviour.md#to-top). */
  threshold: {
    type: 'number',
    default: 1000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /** `target`: id of the element that gets focus at the top; absent, the page's first `<h1>` (decided by the component). */
  target: { type: 'string' },
});
