/** The `<biz-auth-modal>` the tests of the sign-in dialog mount. */
import { fixture, html } from '@open-wc/testing';
import '../../elements/biz-auth-modal/biz-auth-modal.ts';
import type { BizAuthModalElement } from '../../elements/biz-auth-modal/biz-auth-modal.element.ts';

/**
 * Mounts a `<biz-auth-modal>` that signs in, registers and restores through the demo backend
 * (`/auth/login`, `/auth/register`, `/auth/restore`); its dialog loads on the first show() or
 * preload().
 */
export function mountAuthModal(): Promise<BizAuthModalElement> {
  return fixture<BizAuthModalElement>(
    html`<biz-auth-modal
      login-action="/auth/login"
      register-action="/auth/register"
      restore-action="/auth/restore"
    ></biz-auth-modal>`,
  );
}

/** A new reader's registration form, filled in full (passwords repeated alike). */
export const REGISTRATION = {
  email: 'ivan.kuzmin@example.ru',
  name: 'Иван Кузьмин',
  nickname: 'kuzmin',
  password: 'secret77',
  password_repeat: 'secret77',
};
