import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-slider>`: part name → what it is. */
export const sliderParts = defineParts({
  carousel: 'The carousel (`aria-roledescription="карусель"`).',
  rotation: 'The button that stops and starts rotation.',
  previous: 'The previous-slide button.',
  next: 'The next-slide button.',
  slides: 'The moving track of slides (the live region).',
  slide: "One slide's group.",
  'slide-current': "The shown slide's group (also `slide`).",
  dots: 'The group of slide buttons.',
  dot: 'One slide button.',
  'dot-current': "The shown slide's button (also `dot`).",
});
