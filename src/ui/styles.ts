/**
 * Every stylesheet shared by more than one element, as CSS text: the one way to share styles.
 * An element adopts the ones it draws with, before its own sheet:
 * `createElementClass({ …, styles: [avatarStyles, css] })` (src/element/define.ts
 * turns each text into one constructable stylesheet, shared by every element using it).
 * An element's own sheet is its folder's `<tag>.css`, imported with `?inline` in its
 * `<tag>.element.ts`; a part loaded on demand (src/element/lazy-part.tsx) lists its sheets
 * itself. No stylesheet is written inside a TS/TSX file.
 *
 * A sheet that only some elements draw is exported beside the code it styles, so it loads with
 * that code's chunk and not with every page: `dialogStyles` (src/ui/Dialog.tsx),
 * `tabsStyles` (src/ui/Tabs.tsx), `resultBarsStyles` (src/ui/ResultBars.tsx), `serverHtmlStyles`
 * (src/ui/server-html.ts), `variantCardStyles` (src/ui/variant-card.ts), `formStyles`
 * (src/forms/Field.tsx). Here are the sheets that elements on every page draw.
 */
import avatar from './avatar.css?inline';
import floatingNotice from './floating-notice.css?inline';
import lazyFailure from './lazy-failure.css?inline';
import lightFormHost from '../forms/light-form-host.css?inline';

/** {@link Avatar} (src/ui/Avatar.tsx); size it with `--avatar-size`. */
export const avatarStyles: string = avatar;
/** The notice floating under a small control: `.live` and `.notice` (bookmark, user menu). */
export const floatingNoticeStyles: string = floatingNotice;
/** The notice of a part that did not load (src/element/lazy-part.tsx `LazyFailure`). */
export const lazyFailureStyles: string = lazyFailure;
/** The box of a slotted credential form (src/forms/LightForm.tsx): auth modal, profile. */
export const lightFormHostStyles: string = lightFormHost;
