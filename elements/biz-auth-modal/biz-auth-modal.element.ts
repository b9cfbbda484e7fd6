import { createElementClass } from '../../src/element/define.ts';
import { lazyFailureStyles } from '../../src/ui/styles.ts';
import { BizAuthModal, type AuthModalProps } from './BizAuthModal.tsx';
import { authModalAttributes } from './attributes.ts';
import { isAuthTab, modalChannel, type AuthTab } from './channel.ts';

/**
 * The sign-in dialog: login, registration and password restore (docs/behaviour.md#auth-modal).
 *
 * @summary Sign-in dialog: login, registration and password restore.
 * @tagname biz-auth-modal
 * @slot login - Filled by the element: the login `<form>` (light DOM, for password managers). Its submit button is `button[data-part=submit]`.
 * @slot register - Filled by the element: the registration `<form>`.
 * @slot restore - Filled by the element: the restore password `<form>`.
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
