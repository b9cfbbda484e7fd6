/**
 * The attributes of `<biz-consent-gate>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-consent-gate>`: camelCase prop → type, default and validity. */
export const consentGateAttributes = defineAttributes({
  /**
   * The `name` of the gated field; several names comma-separated. Default "price".
   * @remarks The `name` of the gated field(s), comma-separated; blank, "price".
   */
  field: { type: 'string', default: 'price', valid: (value) => value.trim() !== '' },
  /**
   * The `name` of the consent checkbox. Default "agree".
   * @remarks The `name` of the consent checkbox; blank, "agree".
   */
  checkbox: { type: 'string', default: 'agree', valid: (value) => value.trim() !== '' },
});
