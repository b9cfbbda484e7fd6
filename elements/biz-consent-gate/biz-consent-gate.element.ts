import { createElementClass } from '../../src/element/define.ts';
import { BizConsentGate, type ConsentGateProps } from './BizConsentGate.tsx';
import { consentGateAttributes } from './attributes.ts';
import css from './biz-consent-gate.css?inline';

/**
 * Keeps a field of the page's form disabled until the reader checks the consent box
 * (docs/behaviour.md#consent-gate).
 *
 * @summary Keeps the price field disabled until the reader agrees.
 * @tagname biz-consent-gate
 * @slot - The server-rendered form (or any markup holding the field and the checkbox), shown as it is.
 */
export class BizConsentGateElement extends createElementClass<ConsentGateProps>({
  component: BizConsentGate,
  attributes: consentGateAttributes,
  styles: [css],
}) {}
