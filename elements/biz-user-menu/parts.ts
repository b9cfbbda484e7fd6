import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-user-menu>`: part name → what it is. */
export const userMenuParts = defineParts({
  menu: 'The block.',
  login: 'The «Войти» button (anonymous).',
  profile: 'The link to the profile (signed in).',
  userpic: 'The userpic, or the initials when there is none.',
  username: "The reader's name (hidden under 600 px; the link keeps it as its name).",
  logout: 'The «Выйти» button.',
  error: "A failed logout's message.",
  retry: 'Its retry button.',
});
