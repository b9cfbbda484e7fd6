import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-toc>`: part name → what it is. */
export const tocParts = defineParts({
  nav: 'The navigation landmark.',
  title: 'The «Содержание» title.',
  link: 'Each link (`aria-current="location"` on the current section).',
});
