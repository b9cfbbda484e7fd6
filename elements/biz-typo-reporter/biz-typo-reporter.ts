/** Registers `<biz-typo-reporter>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizTypoReporterElement } from './biz-typo-reporter.element.ts';

export { BizTypoReporterElement };

defineElement('biz-typo-reporter', BizTypoReporterElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-typo-reporter': BizTypoReporterElement;
  }
}
