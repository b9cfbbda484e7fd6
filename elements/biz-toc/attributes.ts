/** The attributes of `<biz-toc>` (src/element/attributes.ts); the `@attr` lines of biz-toc.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-toc>`: camelCase prop → type, default and validity. */
export const tocAttributes = defineAttributes({
  /** `for`: id of the article body. */
  for: { type: 'string' },
  /** `levels`: comma-separated heading selectors, outermost first; absent, "h2,h3". */
  levels: { type: 'string', default: 'h2,h3' },
});
