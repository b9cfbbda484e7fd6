/**
 * The attributes of `<biz-news-list>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-news-list>`: camelCase prop → type, default and validity. */
export const newsListAttributes = defineAttributes({
  /**
   * Region code of the tab shown first. Default, also for an unknown code: the first section (0).
   */
  region: { type: 'string' },
});
