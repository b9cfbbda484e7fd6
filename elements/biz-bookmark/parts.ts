import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-bookmark>`: part name → what it is. */
export const bookmarkParts = defineParts({
  button: 'The toggle button (`aria-pressed="true"` when bookmarked).',
  notice: 'The confirmation or sign-in hint.',
  error: 'The failure message.',
  retry: 'The retry button inside the failure message.',
});
