/** The attributes of `<biz-consent-gate>` (src/element/attributes.ts); the `@attr` lines of biz-consent-gate.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-consent-gate>`: camelCase prop → type, default and validity. */
export const consentGateAttributes = defineAttributes({
  /** `field`: the `name` of the gated field(s), comma-separated; blank, "price". */
  field: { type: 'string', default: 'price', valid: (value) => value.trim() !== '' },
  /** `checkbox`: the `name` of the consent checkbox; blank, "agree". */
  checkbox: { type: 'string', default: 'agree', valid: (value) => value.trim() !== '' },
});
