/** The attributes of `<biz-profile>` (src/element/attributes.ts); the `@attr` lines of biz-profile.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-profile>`: camelCase prop → type, default and validity. */
export const profileAttributes = defineAttributes({
  /** `password-action`: URL the password change form posts to. */
  passwordAction: { type: 'string', required: true, default: '' },
  /** `max-size-mb`: largest avatar in megabytes; not a positive finite number, 5. */
  maxSizeMb: {
    type: 'number',
    default: 5,
    valid: (value) => Number.isFinite(value) && value > 0,
  },
});
