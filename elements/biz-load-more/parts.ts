import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-load-more>`: part name → what it is. */
export const loadMoreParts = defineParts({
  button: 'The «Показать ещё» button.',
  status: 'The polite status line (count, failures).',
  error: 'The failure message.',
  retry: 'The retry button inside the failure message.',
  capped: '«Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).',
});
