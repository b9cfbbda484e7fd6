/** Quoting a comment, for both actions.ts and extras.tsx: neither chunk loads the other. */
import { readDraft, writeDraft } from '../../src/comments/drafts.ts';
import type { CommentsShared } from './context.ts';

/** The longest quote, in characters (a longer one is cut, with «…»). */
const QUOTE_MAX = 500;

type ComposedSelection = Selection & {
  getComposedRanges?: (...args: unknown[]) => StaticRange[];
};

/**
 * The reader's selection inside `root` as a live Range, or null. Chromium has it on the root's
 * `getSelection()`, Firefox on the document's; WebKit's stops at the host, and only
 * `getComposedRanges()` (dictionary form, or the older list of roots) reaches inside.
 */
export function selectionRange(root: ShadowRoot): Range | null {
  const own = root as ShadowRoot & { getSelection?: () => Selection | null };
  const selection = (own.getSelection?.() ?? document.getSelection()) as ComposedSelection | null;
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (range.commonAncestorContainer.getRootNode() === root) return range;
  if (typeof selection.getComposedRanges !== 'function') return null;
  let inside: StaticRange | undefined;
  try {
    inside = selection.getComposedRanges({ shadowRoots: [root] })[0];
  } catch {
    inside = selection.getComposedRanges(root)[0];
  }
  if (!inside || inside.collapsed || inside.startContainer.getRootNode() !== root) return null;
  const live = document.createRange();
  live.setStart(inside.startContainer, inside.startOffset);
  live.setEnd(inside.endContainer, inside.endOffset);
  return live;
}

/** The text the reader selected inside `box` (a comment's message), or ''. */
export function selectedIn(box: Element): string {
  const range = selectionRange(box.getRootNode() as ShadowRoot);
  if (!range) return '';
  return box.contains(range.commonAncestorContainer) || box.contains(range.startContainer)
    ? range.toString().trim()
    : '';
}

/**
 * «Цитировать» on comment `id` (docs/behaviour.md#comments-menu): (re)opens its reply form with
 * `«text»` as the draft's first line; `text` defaults to the selection, else the whole message.
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
    // Reopened once the open form is gone, so that it reads the draft anew.
    for (let frame = 0; frame < 30 && comment.querySelector(':scope > form'); frame++)
      await new Promise((next) => requestAnimationFrame(next));
  }
  store.openReply(id);
}
