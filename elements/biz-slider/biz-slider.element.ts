import { createElementClass } from '../../src/element/define.ts';
import { BizSlider, type SliderProps } from './BizSlider.tsx';
import { sliderAttributes } from './attributes.ts';
import css from './biz-slider.css?inline';

/**
 * Slider of the page's own slides (docs/behaviour.md#slider: autoplay 3000 ms, speed 500 ms), after the WAI-ARIA
 * APG auto-rotating carousel. Each element child is a slide (a `<figure>` with an image and a
 * caption, say): without JavaScript they are simply shown one after another. The element puts
 * each in a named slot (`slot="slide-N"`) inside a group labelled «N из M».
 *
 * - Rotation every `autoplay` ms; it pauses while the pointer is over the carousel, while
 *   keyboard focus is in it, and while it is off screen or the tab is hidden. The rotation
 *   control (first in the tab order) stops and restarts it; under `prefers-reduced-motion` it
 *   starts stopped and slides change without sliding.
 * - Previous and next buttons, one dot per slide («Показать слайд N», `aria-current` on the
 *   shown one), and horizontal swipes (40 px or more) on touch screens; it wraps around.
 * - The slides are a live region: `aria-live="off"` while rotating, `polite` otherwise, so a
 *   slide the reader chose is announced and rotation is not. Slides not shown are inert.
 *
 * @summary Photo slider with autoplay, arrows, dots and swipe (APG carousel).
 * @tagname biz-slider
 *
 * @slot - The slides: each element child is one slide (assigned to `slide-N` by the element).
 *
 * @csspart carousel - The carousel (`aria-roledescription="карусель"`).
 * @csspart rotation - The button that stops and starts rotation.
 * @csspart previous - The previous-slide button.
 * @csspart next - The next-slide button.
 * @csspart slides - The moving track of slides (the live region).
 * @csspart slide - One slide's group; `slide-current` on the shown one.
 * @csspart dots - The group of slide buttons.
 * @csspart dot - One slide button; `dot-current` on the shown one.
 *
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
