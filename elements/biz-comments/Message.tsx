/**
 * A comment's message: the sanitized nodes moved into place (never re-serialised), and a long
 * reply collapsed with «Показать полностью» (docs/behaviour.md#comments). All messages placed in
 * a commit are measured together after it (one layout, which the first paint needs anyway), so a
 * long reply collapses before that paint. Plain functions: the comment holds the fold and box.
 */
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { SERVER_HTML_CLASS, SERVER_HTML_LIST_CLASS } from '../../src/ui/server-html.ts';
import { commentsText } from './strings.ts';

/** A reply whose scroll height (px) is over this collapses. */
const LONG_PX = 251;

/** A message shown whole (short or top-level), collapsed, or expanded by the reader. */
export type Fold = 'full' | 'collapsed' | 'expanded';

/** Messages placed in the current commit, waiting to be measured: element → collapse it. */
const waiting = new Map<HTMLElement, () => void>();

/** Measures every waiting message in one layout and collapses the long ones before the paint. */
function measureWaiting() {
  const long = [...waiting].filter(([el]) => el.isConnected && el.scrollHeight > LONG_PX);
  waiting.clear();
  if (long.length) flushSync(() => long.forEach(([, collapse]) => collapse()));
}

function measureAfterCommit(el: HTMLElement, collapse: () => void) {
  if (waiting.size === 0) queueMicrotask(measureWaiting);
  waiting.set(el, collapse);
}

/**
 * After a commit: moves `nodes` into `box` unless there already (moving them again would blur a
 * focused link), measures it when `collapse` is given (replies), and gives its links `tab`.
 */
export function placeMessage(
  box: HTMLElement | null,
  nodes: readonly ChildNode[],
  collapse: false | (() => void),
  tab: number,
) {
  if (!box) return;
  if (nodes[0] && nodes[0].parentNode !== box) {
    // The nodes themselves, not a wrapper: one element less per comment.
    box.append(...nodes);
    if (collapse) measureAfterCommit(box, collapse);
  }
  for (const link of box.querySelectorAll<HTMLElement>('a[href]')) link.tabIndex = tab;
}

/** The message box of comment `id`; its nodes are placed by {@link placeMessage}. */
export function messageBox(id: string, box: RefObject<HTMLDivElement | null>, fold: Fold) {
  return (
    <div
      ref={box}
      id={fold === 'full' ? undefined : `message-${id}`}
      className={`message ${SERVER_HTML_CLASS} ${SERVER_HTML_LIST_CLASS} ${fold}`}
      part="message"
    />
  );
}

/** «Показать полностью» or «Свернуть» under comment `id`'s folded message; calls `toggle`. */
export function foldControl(id: string, fold: Fold, tab: number, toggle: () => void) {
  return (
    <button
      part="show-full"
      className="link more"
      aria-expanded={fold === 'expanded'}
      aria-controls={`message-${id}`}
      tabIndex={tab}
      onClick={toggle}
    >
      {commentsText(fold === 'collapsed' ? 'showFull' : 'collapse')}
    </button>
  );
}
