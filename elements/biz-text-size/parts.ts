import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-text-size>`: part name → what it is. */
export const textSizeParts = defineParts({
  small: 'The small-text button (`aria-pressed` when chosen).',
  medium: 'The medium-text button.',
  big: 'The big-text button.',
});
