/**
 * Every stylesheet shared by more than one element, as CSS text: the one way to share styles.
 * An element adopts the ones it draws with, before its own sheet:
 * `createElementClass({ …, styles: [dialogStyles, tabsStyles, css] })` (src/element/define.ts
 * turns each text into one constructable stylesheet, shared by every element using it).
 * An element's own sheet is its folder's `<tag>.css`, imported with `?inline` in its
 * `<tag>.element.ts`. No stylesheet is written inside a TS/TSX file.
 */
import avatar from './avatar.css?inline';
import dialog from './dialog.css?inline';
import floatingNotice from './floating-notice.css?inline';
import lazyFailure from './lazy-failure.css?inline';
import resultBars from './result-bars.css?inline';
import serverHtml from './server-html.css?inline';
import tabs from './tabs.css?inline';
import variantCard from './variant-card.css?inline';
import forms from '../forms/forms.css?inline';
import lightFormHost from '../forms/light-form-host.css?inline';

/** {@link Avatar} (src/ui/Avatar.tsx); size it with `--avatar-size`. */
export const avatarStyles: string = avatar;
/** {@link Dialog} (src/ui/Dialog.tsx). */
export const dialogStyles: string = dialog;
/** The notice floating under a small control: `.live` and `.notice` (bookmark, user menu). */
export const floatingNoticeStyles: string = floatingNotice;
/** The notice of a part that did not load (src/element/lazy-part.tsx `LazyFailure`). */
export const lazyFailureStyles: string = lazyFailure;
/** {@link ResultBars} (src/ui/ResultBars.tsx): poll, quiz and top-10 results. */
export const resultBarsStyles: string = resultBars;
/** Server HTML containers (src/ui/server-html.ts, class `biz-html`). */
export const serverHtmlStyles: string = serverHtml;
/** {@link Tabs} (src/ui/Tabs.tsx). */
export const tabsStyles: string = tabs;
/** The answer cards of the poll and the quiz (`.variant`). */
export const variantCardStyles: string = variantCard;
/** The form kit's fields and buttons (src/forms/Field.tsx): feedback, career, conference forms. */
export const formStyles: string = forms;
/** The box of a slotted credential form (src/forms/LightForm.tsx): auth modal, profile. */
export const lightFormHostStyles: string = lightFormHost;
