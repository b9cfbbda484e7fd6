/** Sheets drawn by elements on every page (others live beside their code, loaded with it). */
import avatar from './avatar.css?inline';
import floatingNotice from './floating-notice.css?inline';
import lazyFailure from './lazy-failure.css?inline';
import lightFormHost from '../forms/light-form-host.css?inline';

/** {@link Avatar}'s; size it with `--avatar-size`. */
export const avatarStyles: string = avatar;
/** The notice floating under a small control: `.live` and `.notice` (bookmark, user menu). */
export const floatingNoticeStyles: string = floatingNotice;
/** The notice of a part that did not load (src/element/lazy-part.tsx `LazyFailure`). */
export const lazyFailureStyles: string = lazyFailure;
/** The box of a slotted credential form (src/forms/LightForm.tsx): auth modal, profile. */
export const lightFormHostStyles: string = lightFormHost;
