/** Registers `<biz-live>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizLiveElement } from './biz-live.element.ts';

export { BizLiveElement };

defineElement('biz-live', BizLiveElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-live': BizLiveElement;
  }
}
