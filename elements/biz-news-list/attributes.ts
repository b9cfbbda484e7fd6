/** The attributes of `<biz-news-list>` (src/element/attributes.ts); the `@attr` lines of biz-news-list.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-news-list>`: camelCase prop → type, default and validity. */
export const newsListAttributes = defineAttributes({
  /** `region`: the tab shown first; absent or unknown, the first section (decided by the component, which knows the sections). */
  region: { type: 'string' },
});
