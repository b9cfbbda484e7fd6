/** Registers `<biz-career-form>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizCareerFormElement } from './biz-career-form.element.ts';
import './events.ts';

export { BizCareerFormElement };

defineElement('biz-career-form', BizCareerFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-career-form': BizCareerFormElement;
  }
}
