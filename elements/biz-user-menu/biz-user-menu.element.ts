import { createElementClass } from '../../src/element/define.ts';
import { avatarStyles, floatingNoticeStyles } from '../../src/ui/styles.ts';
import { BizUserMenu, type UserMenuProps } from './BizUserMenu.tsx';
import { userMenuAttributes } from './attributes.ts';
import css from './biz-user-menu.css?inline';

/**
 * The header's account block (docs/behaviour.md#user-menu). Anonymous: a «Войти» button that opens the page's
 * `<biz-auth-modal>` (and dispatches `biz-auth-required`). Signed in: the reader's userpic and
 * name linking to the profile, and «Выйти», which calls GET /logout and then resets every element
 * to anonymous, in this tab, in other tabs and in pages opened later. It follows the shared sign-in
 * state: a login anywhere (the dialog, another tab, a new avatar) shows here at once.
 *
 * @summary Header account block: «Войти», or the reader's name, userpic and «Выйти».
 * @tagname biz-user-menu
 *
 * @csspart menu - The block.
 * @csspart login - The «Войти» button (anonymous).
 * @csspart profile - The link to the profile (signed in).
 * @csspart userpic - The userpic, or the initials when there is none.
 * @csspart username - The reader's name (hidden under 600 px; the link keeps it as its name).
 * @csspart logout - The «Выйти» button.
 * @csspart error - A failed logout's message.
 * @csspart retry - Its retry button.
 *
 * @cssproperty --biz-accent - The «Войти» button.
 * @cssproperty --biz-accent-contrast - Its text.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizUserMenuElement extends createElementClass<UserMenuProps>({
  component: BizUserMenu,
  attributes: userMenuAttributes,
  styles: [avatarStyles, floatingNoticeStyles, css],
}) {}
