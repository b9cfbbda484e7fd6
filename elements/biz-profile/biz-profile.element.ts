import { createElementClass } from '../../src/element/define.ts';
import { avatarStyles, lightFormHostStyles } from '../../src/ui/styles.ts';
import { BizProfile, type ProfileProps } from './BizProfile.tsx';
import { profileAttributes } from './attributes.ts';
import css from './biz-profile.css?inline';

/**
 * The reader's profile (docs/behaviour.md#profile): password change, avatar upload and the favourites list.
 *
 * The password change form (current, new and repeated password) posts `password, new_password,
 * repeat_password` to `password-action` and shows the answer's message as success or error; it
 * is a real `<form>` in light DOM (slot `password`) so password managers can update the saved
 * password, and its button is disabled while a field is empty. A new avatar is checked before
 * sending (JPEG, PNG, WebP or GIF; at most `max-size-mb`, default 5 MB) with a Russian reason,
 * previewed, then sent as multipart `userpic` to POST /profile/update/userpic on «Сохранить
 * аватар»; the answer's userpic shows at once here and in `<biz-user-menu>`.
 *
 * Favourites are the page's own list, put in slot `favourites` (e.g. a `<ul slot="favourites">`
 * of `<li>` items). An item whose article was deleted carries a remove link marked
 * `data-fav-remove`: the element fetches it with GET and removes its `<li>` (or
 * `[data-fav-item]`). Anonymous readers see a sign-in prompt instead of the profile.
 *
 * @summary Reader profile: password change, avatar upload, favourites.
 * @tagname biz-profile
 *
 * @csspart profile - The whole block.
 * @csspart username - The reader's name.
 * @csspart avatar-section - The avatar card.
 * @csspart current-userpic - The current avatar (or initials).
 * @csspart preview - The chosen picture before upload (a canvas).
 * @csspart file - The (hidden) file input.
 * @csspart choose - «Выбрать изображение».
 * @csspart upload - «Сохранить аватар».
 * @csspart cancel - «Отменить».
 * @csspart password-section - The password change card.
 * @csspart favourites-section - The favourites card.
 * @csspart favourites-empty - «В избранном пока ничего нет.»
 * @csspart login - The sign-in button for an anonymous reader.
 * @csspart error - A failure message (`role="alert"`).
 * @csspart retry - Its retry button.
 * @csspart notice - A success message.
 *
 * @slot password - Filled by the element: the password change `<form>` (light DOM, for password managers).
 * @slot favourites - The page's favourites list; remove links of deleted items carry `data-fav-remove`.
 *
 * @cssproperty --biz-accent - Buttons and focus of fields.
 * @cssproperty --biz-surface - Card background.
 * @cssproperty --biz-border - Card and field borders.
 * @cssproperty --biz-radius - Corners.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizProfileElement extends createElementClass<ProfileProps>({
  component: BizProfile,
  attributes: profileAttributes,
  styles: [avatarStyles, lightFormHostStyles, css],
}) {}
