import { createElementClass } from '../../src/element/define.ts';
import { avatarStyles, lightFormHostStyles } from '../../src/ui/styles.ts';
import { BizProfile, type ProfileProps } from './BizProfile.tsx';
import { profileAttributes } from './attributes.ts';
import css from './biz-profile.css?inline';

/**
 * The reader's profile: password change, avatar upload and the favourites list
 * (docs/behaviour.md#profile).
 *
 * @summary Reader profile: password change, avatar upload, favourites.
 * @tagname biz-profile
 * @slot password - Filled by the element: the password change `<form>` (light DOM, for password managers).
 * @slot favourites - The page's favourites list; remove links of deleted items carry `data-fav-remove`.
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
