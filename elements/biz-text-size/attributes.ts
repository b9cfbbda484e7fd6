/** The attributes of `<biz-text-size>` (src/element/attributes.ts); the `@attr` lines of biz-text-size.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-text-size>`: camelCase prop → type, default and validity. */
export const textSizeAttributes = defineAttributes({
  /** `for`: id of the article body element. */
  for: { type: 'string' },
});
