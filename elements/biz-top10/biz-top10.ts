/** Registers `<biz-top10>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizTop10Element } from './biz-top10.element.ts';

export { BizTop10Element };

defineElement('biz-top10', BizTop10Element);

declare global {
  interface HTMLElementTagNameMap {
    'biz-top10': BizTop10Element;
  }
}
