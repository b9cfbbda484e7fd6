/** Registers `<biz-consent-gate>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizConsentGateElement } from './biz-consent-gate.element.ts';

export { BizConsentGateElement };

defineElement('biz-consent-gate', BizConsentGateElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-consent-gate': BizConsentGateElement;
  }
}
