/** The attributes of `<biz-sticky-header>` (src/element/attributes.ts); the `@attr` lines of biz-sticky-header.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-sticky-header>`: camelCase prop → type, default and validity. */
export const stickyHeaderAttributes = defineAttributes({
  /** `threshold`: px of scroll after which scrolling down hides the header; negative or not finite, 3000 (docs/behaviour.md#sticky-header). */
  threshold: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
});
