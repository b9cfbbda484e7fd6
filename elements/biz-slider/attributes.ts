/**
 * The attributes of `<biz-slider>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';
import { sliderText } from './strings.ts';

/** The attribute map of `<biz-slider>`: camelCase prop → type, default and validity. */
export const sliderAttributes = defineAttributes({
  /**
   * Milliseconds each slide stays; 0 turns rotation off. Default 3000, also for a negative or not
   * finite value.
   */
  autoplay: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /**
   * Milliseconds of the sliding transition. Default 500, also for a negative or not finite value.
   */
  speed: {
    type: 'number',
    default: 500,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /** Accessible name of the carousel. Default «Фотогалерея». */
  label: { type: 'string', default: sliderText('slider.label') },
});
