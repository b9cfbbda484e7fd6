import { createElementClass } from '../../src/element/define.ts';
import { BizSlider, type SliderProps } from './BizSlider.tsx';
import { sliderAttributes } from './attributes.ts';
import css from './biz-slider.css?inline';

/**
 * Slider of the page's own slides, an APG auto-rotating carousel (docs/behaviour.md#slider).
 *
 * @summary Photo slider with autoplay, arrows, dots and swipe (APG carousel).
 * @tagname biz-slider
 * @slot - The slides: each element child is one slide (assigned to `slide-N` by the element).
 * @cssproperty --biz-slider-arrow-top - Vertical position of the arrows. Default 40%.
 * @cssproperty --biz-accent - The current dot and hovered buttons.
 * @cssproperty --biz-surface - Button background.
 * @cssproperty --biz-surface-alt - Background behind the slides.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizSliderElement extends createElementClass<SliderProps>({
  component: BizSlider,
  attributes: sliderAttributes,
  styles: [css],
}) {}
