import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-to-top>`: part name → what it is. */
export const toTopParts = defineParts({
  button: 'The button.',
});
