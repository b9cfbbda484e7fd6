/**
 * The attributes of `<biz-consent-gate>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-consent-gate>`: camelCase prop → type, default and validity. */
export const consentGateAttributes = defineAttributes({
  /**
   * The `name` of the gated field; several names comma-separated. Default "price", also when blank.
   */
  field: { type: 'string', default: 'price', valid: (value) => value.trim() !== '' },
  /** The `name` of the consent checkbox. Default "agree", also when blank. */
  checkbox: { type: 'string', default: 'agree', valid: (value) => value.trim() !== '' },
});
