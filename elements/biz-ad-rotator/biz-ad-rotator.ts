/** Registers `<biz-ad-rotator>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizAdRotatorElement } from './biz-ad-rotator.element.ts';

export { BizAdRotatorElement };

defineElement('biz-ad-rotator', BizAdRotatorElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-ad-rotator': BizAdRotatorElement;
  }
}
