/** The attributes of `<biz-auth-modal>` (src/element/attributes.ts); the `@attr` lines of biz-auth-modal.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-auth-modal>`: camelCase prop → type, default and validity. */
export const authModalAttributes = defineAttributes({
  /** `login-action`: URL of the login form (POST). */
  loginAction: { type: 'string', required: true, default: '' },
  /** `register-action`: URL of the registration form (POST). */
  registerAction: { type: 'string', required: true, default: '' },
  /** `restore-action`: URL of the restore-password form (POST). */
  restoreAction: { type: 'string', required: true, default: '' },
});
