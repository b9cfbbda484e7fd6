import { createElementClass } from '../../src/element/define.ts';
import { avatarStyles, floatingNoticeStyles } from '../../src/ui/styles.ts';
import { BizUserMenu, type UserMenuProps } from './BizUserMenu.tsx';
import { userMenuAttributes } from './attributes.ts';
import css from './biz-user-menu.css?inline';

/**
 * The header's account block (docs/behaviour.md#user-menu).
 *
 * @summary Header account block: «Войти», or the reader's name, userpic and «Выйти».
 * @tagname biz-user-menu
 * @cssproperty --biz-accent - The «Войти» button.
 * @cssproperty --biz-accent-contrast - Its text.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizUserMenuElement extends createElementClass<UserMenuProps>({
  component: BizUserMenu,
  attributes: userMenuAttributes,
  styles: [avatarStyles, floatingNoticeStyles, css],
}) {}
