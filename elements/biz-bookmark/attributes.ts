/** The attributes of `<biz-bookmark>` (src/element/attributes.ts); the `@attr` lines of biz-bookmark.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-bookmark>`: camelCase prop → type, default and validity. */
export const bookmarkAttributes = defineAttributes({
  /** `item-id`: the article's or item's id; empty, the button is disabled. */
  itemId: { type: 'string', required: true, default: '' },
  /** `type`: 1 article, 2 other (docs/behaviour.md#bookmark); anything but 2 reads as 1. */
  type: { type: 'number', default: 1 as 1 | 2, valid: (value) => value === 1 || value === 2 },
  /** `active`: 'true' or '1' when the item is already saved (server-rendered). */
  active: { type: 'string' },
});
