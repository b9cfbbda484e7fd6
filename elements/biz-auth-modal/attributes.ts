/**
 * The attributes of `<biz-auth-modal>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-auth-modal>`: camelCase prop → type, default and validity. */
export const authModalAttributes = defineAttributes({
  /** URL the login form posts to (`email, password, _ajax`). */
  loginAction: { type: 'string', required: true, default: '' },
  /**
   * URL the registration form posts to (`email, password, password_repeat, name, nickname, token,
   * _ajax`).
   */
  registerAction: { type: 'string', required: true, default: '' },
  /** URL the restore-password form posts to (the serialized form: `email`). */
  restoreAction: { type: 'string', required: true, default: '' },
});
