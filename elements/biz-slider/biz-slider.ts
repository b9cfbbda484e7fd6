/** Registers `<biz-slider>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizSliderElement } from './biz-slider.element.ts';

export { BizSliderElement };

defineElement('biz-slider', BizSliderElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-slider': BizSliderElement;
  }
}
