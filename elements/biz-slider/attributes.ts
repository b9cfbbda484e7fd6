/** The attributes of `<biz-slider>` (src/element/attributes.ts); the `@attr` lines of biz-slider.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';
import { sliderText } from './strings.ts';

/** The attribute map of `<biz-slider>`: camelCase prop → type, default and validity. */
export const sliderAttributes = defineAttributes({
  /** `autoplay`: ms each slide stays, 0 turns rotation off; negative or not finite, 3000 (docs/behaviour.md#slider). */
  autoplay: {
    type: 'number',
    default: 3000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /** `speed`: ms of the sliding transition; negative or not finite, 500 (docs/behaviour.md#slider). */
  speed: {
    type: 'number',
    default: 500,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
  /** `label`: the carousel's accessible name; absent, «Фотогалерея» (the catalogue's `slider.label`). */
  label: { type: 'string', default: sliderText('slider.label') },
});
