/**
 * The attributes of `<biz-bookmark>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-bookmark>`: camelCase prop → type, default and validity. */
export const bookmarkAttributes = defineAttributes({
  /** Id of the bookmarked article or item; empty, the button is disabled. */
  itemId: { type: 'string', required: true, default: '' },
  /** 1 for an article, 2 for another item. Default 1; anything but 2 reads as 1. */
  type: { type: 'number', default: 1 as 1 | 2, valid: (value) => value === 1 || value === 2 },
  /** 'true' or '1' when the item is already bookmarked (server-rendered). */
  active: { type: 'string' },
});
