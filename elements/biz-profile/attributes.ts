/**
 * The attributes of `<biz-profile>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-profile>`: camelCase prop → type, default and validity. */
export const profileAttributes = defineAttributes({
  /** URL the password change form posts to. */
  passwordAction: { type: 'string', required: true, default: '' },
  /**
   * Largest accepted avatar, in megabytes. Default 5, also for a value that is not a positive
   * finite number.
   */
  maxSizeMb: {
    type: 'number',
    default: 5,
    valid: (value) => Number.isFinite(value) && value > 0,
  },
});
