import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-profile>`: part name → what it is. */
export const profileParts = defineParts({
  profile: 'The whole block.',
  username: "The reader's name.",
  'avatar-section': 'The avatar card.',
  'current-userpic': 'The current avatar (or initials).',
  preview: 'The chosen picture before upload (a canvas).',
  file: 'The (hidden) file input.',
  choose: '«Выбрать изображение».',
  upload: '«Сохранить аватар».',
  cancel: '«Отменить».',
  'password-section': 'The password change card.',
  'favourites-section': 'The favourites card.',
  'favourites-empty': '«В избранном пока ничего нет.»',
  login: 'The sign-in button for an anonymous reader.',
  error: 'A failure message (`role="alert"`).',
  retry: 'Its retry button.',
  notice: 'A success message.',
});
