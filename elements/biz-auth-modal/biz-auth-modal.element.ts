import { createElementClass } from '../../src/element/define.ts';
import { lazyFailureStyles } from '../../src/ui/styles.ts';
import { BizAuthModal, type AuthModalProps } from './BizAuthModal.tsx';
import { authModalAttributes } from './attributes.ts';
import { isAuthTab, modalChannel, type AuthTab } from './channel.ts';

/**
 * The sign-in dialog (docs/behaviour.md#auth-modal): a modal dialog with three tabs, login, registration
 * and restore password. `requestLogin()` opens it from any element (an anonymous reader's
 * bookmark, the comment form, the user menu); pages call `el.show('login' | 'register' |
 * 'restore')`. Focus moves in, Tab stays inside, Escape closes, focus returns to the opener; the
 * tabs follow the APG tabs pattern (arrow keys, Home, End).
 *
 * The dialog, its tabs and its forms are a chunk of their own, loaded on the first `show()`: a
 * page view where nobody signs in never downloads them. If that chunk does not
 * arrive, the reader who asked sees «Эта часть страницы не загрузилась…» with «Повторить»
 * (`biz-error` `{endpoint: 'biz-auth-modal/dialog', kind: 'load'}`); the next `show()` tries too.
 *
 * The forms are real `<form>`s rendered into the element's light DOM (slotted into the dialog),
 * so browser and extension password managers fill and save them: `autocomplete` tokens
 * `username` (the e-mail is the login), `current-password`, `new-password`, `email`, `name`,
 * `nickname`, and a show-password toggle (`aria-pressed`). They are styled from shadow roots
 * with `!important` `::slotted()` rules, so page CSS does not reach them and ours does not
 * leave. A form's submit button is disabled while any of its fields is empty, autofill included
 * (docs/behaviour.md#auth-modal); while a request runs it shows progress and cannot be pressed twice.
 *
 * Login success signs every element in at once, in this tab and others, and closes the dialog;
 * registration success closes it and opens a success dialog; the server's messages appear in the
 * error block; restore types 2 and 4 and failed restore requests open the restore error dialog
 * (docs/behaviour.md#auth-modal).
 *
 * @summary Sign-in dialog: login, registration and password restore.
 * @tagname biz-auth-modal
 *
 * @csspart dialog - The sign-in `<dialog>`.
 * @csspart dialog-title - Its title.
 * @csspart close - The × button of each dialog.
 * @csspart tab-login - The login tab.
 * @csspart tab-register - The registration tab.
 * @csspart tab-restore - The restore password tab.
 * @csspart error - The error block (`role="alert"`) under the active form.
 * @csspart retry - The retry button of a failed request.
 * @csspart notice - The restore success notice.
 * @csspart forgot - The "Забыли пароль?" link button under the login form.
 * @csspart success-dialog - The registration success dialog.
 * @csspart success-message - Its message.
 * @csspart restore-error-dialog - The restore error dialog (`role="alertdialog"`).
 * @csspart restore-error-message - Its message.
 *
 * @slot login - Filled by the element: the login `<form>` (light DOM, for password managers). Its submit button is `button[data-part=submit]`.
 * @slot register - Filled by the element: the registration `<form>`.
 * @slot restore - Filled by the element: the restore password `<form>`.
 *
 * @cssproperty --biz-accent - Submit buttons, the selected tab, links.
 * @cssproperty --biz-accent-contrast - Text on submit buttons.
 * @cssproperty --biz-surface - Dialog and field background.
 * @cssproperty --biz-border - Field and dialog borders.
 * @cssproperty --biz-focus - Focus ring.
 * @cssproperty --biz-radius - Corners.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizAuthModalElement extends createElementClass<AuthModalProps>({
  component: BizAuthModal,
  attributes: authModalAttributes,
  // The dialog's sheets come with it (./AuthDialog.tsx).
  styles: [lazyFailureStyles],
}) {
  /**
   * Opens the dialog on a tab.
   * @param tab 'login' (default), 'register' or 'restore'
   * @param opener the element that asked (`requestLogin` passes its origin). Focus returns to
   *   what has focus now if that is inside `opener` (e.g. the button in an element's shadow
   *   root) or if there is no opener, else to `opener`.
   */
  show(tab: AuthTab = 'login', opener?: Element | null): void {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const focused = active && active !== document.body ? active : null;
    const inside = (node: Node | null): boolean =>
      !!node &&
      !!opener &&
      (node === opener || inside(node.parentNode ?? (node as ShadowRoot).host ?? null));
    const returnTo = !opener || inside(focused) ? (focused ?? opener ?? null) : opener;
    modalChannel(this).show(isAuthTab(tab) ? tab : 'login', returnTo);
  }

  /**
   * Loads the dialog now, without opening it (it otherwise loads on the first `show()`): for a
   * page that expects a sign-in, e.g. when the reader points at its «Войти». Its forms are then
   * in the light DOM.
   * @returns settles when the dialog has rendered; rejects if its chunk did not arrive (the
   *   element has reported it: `biz-error`, kind `load`).
   */
  preload(): Promise<void> {
    const channel = modalChannel(this);
    channel.preload();
    return channel.ready;
  }

  /** Closes the dialog (focus returns to the opener). */
  close(): void {
    modalChannel(this).close();
  }
}
