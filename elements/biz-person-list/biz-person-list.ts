/** Registers `<biz-person-list>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizPersonListElement } from './biz-person-list.element.ts';

export { BizPersonListElement };

defineElement('biz-person-list', BizPersonListElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-person-list': BizPersonListElement;
  }
}
