import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-ad-rotator>`: part name → what it is. */
export const adRotatorParts = defineParts({
  rotator: 'The group.',
  items: 'The box that holds the shown item.',
  item: "One item's box.",
  'item-current': "The shown item's box (also `item`).",
  rotation: 'The button that stops and restarts rotation.',
});
