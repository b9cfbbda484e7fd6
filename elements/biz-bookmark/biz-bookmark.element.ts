import { createElementClass } from '../../src/element/define.ts';
import { floatingNoticeStyles } from '../../src/ui/styles.ts';
import { BizBookmark, type BookmarkProps } from './BizBookmark.tsx';
import { bookmarkAttributes } from './attributes.ts';
import css from './biz-bookmark.css?inline';

/**
 * Bookmark toggle: adds an item to the reader's bookmarks or removes it
 * (docs/behaviour.md#bookmark).
 *
 * @summary Add an article to, or remove it from, the reader's bookmarks.
 * @tagname biz-bookmark
 * @cssproperty --biz-accent - Colour of the active bookmark.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizBookmarkElement extends createElementClass<BookmarkProps>({
  component: BizBookmark,
  attributes: bookmarkAttributes,
  styles: [floatingNoticeStyles, css],
}) {}
