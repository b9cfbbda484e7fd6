import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-comment-embed>`: part name → what it is. */
export const commentEmbedParts = defineParts({
  card: 'The quoted comment.',
  message: 'Its message.',
  rating: 'Its rating sum.',
  link: 'The link to the comment in its discussion.',
  error: 'A failure message.',
  retry: 'The retry button of a failure message.',
});
