import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-sticky-header>`: part name → what it is. */
export const stickyHeaderParts = defineParts({
  bar: 'The sliding bar around the header.',
});
