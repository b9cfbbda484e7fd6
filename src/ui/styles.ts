/**
 * Every stylesheet shared by more than one element, as CSS text: the one way to share styles.
 * An element adopts the ones it draws with, before its own sheet:
 * `createElementClass({ …, styles: [avatarStyles, css] })` (src/element/define.ts
 * turns each text into one constructable stylesheet, shared by every element using it).
 * An element's own sheet is its folder's `<tag>.css`, imported with `?inline` in its
 * `<tag>.element.ts`; a part loaded on demand (src/element/lazy-part.tsx) lists its sheets
 * itself. No stylesheet is written inside a TS/TSX file.
 *
 * A shared component that only some elements draw exports its sheet beside itself, so the sheet
 * loads with the component's chunk and not with every page (issue 15): `dialogStyles`
 * (src/ui/Dialog.tsx), `tabsStyles` (src/ui/Tabs.tsx), `resultBarsStyles` (src/ui/ResultBars.tsx).
 * Here are the sheets with no component of their own.
 */
import avatar from './avatar.css?inline';
import floatingNotice from './floating-notice.css?inline';
import lazyFailure from './lazy-failure.css?inline';
import serverHtml from './server-html.css?inline';
import variantCard from './variant-card.css?inline';
import forms from '../forms/forms.css?inline';
import lightFormHost from '../forms/light-form-host.css?inline';

/** {@link Avatar} (src/ui/Avatar.tsx); size it with `--avatar-size`. */
export const avatarStyles: string = avatar;
/** The notice floating under a small control: `.live` and `.notice` (bookmark, user menu). */
export const floatingNoticeStyles: string = floatingNotice;
/** The notice of a part that did not load (src/element/lazy-part.tsx `LazyFailure`). */
export const lazyFailureStyles: string = lazyFailure;
/** Server HTML containers (src/ui/server-html.ts, class `biz-html`). */
export const serverHtmlStyles: string = serverHtml;
/** The answer cards of the poll and the quiz (`.variant`). */
export const variantCardStyles: string = variantCard;
/** The form kit's fields and buttons (src/forms/Field.tsx): feedback, career, conference forms. */
export const formStyles: string = forms;
/** The box of a slotted credential form (src/forms/LightForm.tsx): auth modal, profile. */
export const lightFormHostStyles: string = lightFormHost;
