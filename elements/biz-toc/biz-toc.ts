/** Registers `<biz-toc>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizTocElement } from './biz-toc.element.ts';

export { BizTocElement };

defineElement('biz-toc', BizTocElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-toc': BizTocElement;
  }
}
