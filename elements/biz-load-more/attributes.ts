/** The attributes of `<biz-load-more>` (src/element/attributes.ts); the `@attr` lines of biz-load-more.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-load-more>`: camelCase prop → type, default and validity. */
export const loadMoreAttributes = defineAttributes({
  /** `href`: the link to the next portion (the page's data attribute); empty, nothing to load. */
  href: { type: 'string', default: '' },
  /** `target`: id of the list the items are appended to. */
  target: { type: 'string', default: '' },
});
