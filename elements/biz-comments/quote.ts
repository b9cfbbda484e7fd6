/**
 * Quoting a comment (docs/behaviour.md#comments-menu): what the reader selected inside its
 * message, and the reply form opened under it with the quote first. Used by the menu's
 * «Цитировать» (actions.ts) and by the offer under a selection (extras.tsx), in a module of its
 * own so that neither chunk loads the other.
 */
import { readDraft, writeDraft } from '../../src/comments/drafts.ts';
import type { CommentsShared } from './context.ts';

/** The longest quote put into a reply, in characters (a longer selection is cut, with «…»). */
const QUOTE_MAX = 500;

/**
 * The text the reader selected inside `box` (a comment's message), or '' when the selection is
 * elsewhere or empty. Chromium gives a shadow root's selection only through the root's own
 * `getSelection()`; Firefox and WebKit through the document's.
 */
export function selectedIn(box: Element): string {
  const root = box.getRootNode() as ShadowRoot & { getSelection?: () => Selection | null };
  const selection = root.getSelection?.() ?? document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0);
  return box.contains(range.commonAncestorContainer) || box.contains(range.startContainer)
    ? selection.toString().trim()
    : '';
}

/**
 * «Цитировать» on comment `id` (docs/behaviour.md#comments-menu): the reply form under it opens
 * with the quote at the start of the reader's draft, as plain text: a line `«…»` (the selected
 * text, else the whole message, cut to {@link QUOTE_MAX}), then what the reader had written.
 * A form already open under it opens again with the quote.
 * @param text the text to quote; by default the selection inside the comment's message
 */
export async function quote(
  { store, articleId }: CommentsShared,
  id: string,
  comment: HTMLElement,
  text?: string,
): Promise<void> {
  const box = comment.querySelector(':scope > [part~=message]');
  // innerText: a line break of the message is a space of the quote, not nothing.
  let said = (text ?? (box && selectedIn(box))) || (box as HTMLElement | null)?.innerText || '';
  said = said.trim();
  said = said.replace(/\s+/g, ' ');
  if (said.length > QUOTE_MAX) said = `${said.slice(0, QUOTE_MAX - 1)}…`;
  const before = readDraft(articleId, id)?.message ?? '';
  writeDraft(articleId, { parent_id: id, message: `«${said}»\n${before}` });
  if (store.getState().replyTo === id) {
    store.openReply(null);
    // Opened again once the open form is gone, so that it reads the draft anew.
    for (let frame = 0; frame < 30 && comment.querySelector(':scope > form'); frame++)
      await new Promise((next) => requestAnimationFrame(next));
  }
  store.openReply(id);
}
