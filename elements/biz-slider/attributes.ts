/**
 * The attributes of `<biz-slider>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';
import { sliderText } from './strings.ts';

/** The attribute map of `<biz-slider>`: camelCase prop → type, default and validity. */
export const sliderAttributes = defineAttributes({
  /**
   * Milliseconds each slide stays; 0 turns rotation off. Default 3000.
   * @remarks Ms each slide stays, 0 turns rotation off; negative or not finite, 3000
   * (docs/behaviour.md#slider).
   */
  autoplay: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /**
   * Milliseconds of the sliding transition. Default 500.
   * @remarks Ms of the sliding transition; negative or not finite, 500 (docs/behaviour.md#slider).
   */
  speed: {
    type: 'number',
    default: 500,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /**
   * Accessible name of the carousel. Default «Фотогалерея».
   * @remarks The carousel's accessible name; absent, «Фотогалерея» (the catalogue's
   * `slider.label`).
   */
  label: { type: 'string', default: sliderText('slider.label') },
});
