/** The attributes of `<biz-person-list>` (src/element/attributes.ts); the `@attr` lines of biz-person-list.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-person-list>`: camelCase prop → type, default and validity. */
export const personListAttributes = defineAttributes({
  /** `item`: CSS selector of one person inside the element; blank, "li". */
  item: { type: 'string', default: 'li', valid: (value) => value.trim() !== '' },
});
