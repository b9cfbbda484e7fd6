import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-article-rating>`: part name → what it is. */
export const articleRatingParts = defineParts({
  plus: 'The plus button (`aria-pressed` when chosen).',
  minus: 'The minus button (`aria-pressed` when chosen).',
  sum: 'The sum.',
  error: 'The failure message.',
  retry: 'The retry button inside the failure message.',
  notice: 'The thank-you message.',
});
