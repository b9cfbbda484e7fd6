import { createElementClass } from '../../src/element/define.ts';
import { floatingNoticeStyles } from '../../src/ui/styles.ts';
import { BizBookmark, type BookmarkProps } from './BizBookmark.tsx';
import { bookmarkAttributes } from './attributes.ts';
import css from './biz-bookmark.css?inline';

/**
 * Bookmark toggle (docs/behaviour.md#bookmark). For a signed-in reader it toggles at once, then
 * POST /me/add-fav with `type` and `id`, rolled back with a message on failure. For an
 * anonymous reader it saves nothing and asks for sign-in: it opens `<biz-auth-modal>` if the
 * page has that element defined, and always dispatches `biz-auth-required`.
 *
 * @summary Add an article to, or remove it from, the reader's bookmarks.
 * @tagname biz-bookmark
 *
 * @csspart button - The toggle button (`aria-pressed="true"` when bookmarked).
 * @csspart notice - The confirmation or sign-in hint.
 * @csspart error - The failure message.
 * @csspart retry - The retry button inside the failure message.
 *
 * @cssproperty --biz-accent - Colour of the active bookmark.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizBookmarkElement extends createElementClass<BookmarkProps>({
  component: BizBookmark,
  attributes: bookmarkAttributes,
  styles: [floatingNoticeStyles, css],
}) {}
