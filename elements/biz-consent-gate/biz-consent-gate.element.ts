import { createElementClass } from '../../src/element/define.ts';
import { BizConsentGate, type ConsentGateProps } from './BizConsentGate.tsx';
import { consentGateAttributes } from './attributes.ts';
import css from './biz-consent-gate.css?inline';

/**
 * Wraps a form of the page (docs/behaviour.md#consent-gate): the gated field (the price, by default) stays disabled
 * unless the "user agreed" checkbox is checked. Both are found by their `name` inside the
 * element's light DOM, so it works on server-rendered markup as served; nothing in it changes
 * but the fields' `disabled`, and on removal they get back the state they were served with.
 * Without JavaScript the form stays exactly as served. Form resets and markup added later are
 * followed. Without a matching checkbox the fields are left alone.
 *
 * @summary Keeps the price field disabled until the reader agrees.
 * @tagname biz-consent-gate
 *
 * @slot - The server-rendered form (or any markup holding the field and the checkbox), shown as it is.
 */
export class BizConsentGateElement extends createElementClass<ConsentGateProps>({
  component: BizConsentGate,
  attributes: consentGateAttributes,
  styles: [css],
}) {}
