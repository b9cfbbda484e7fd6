/**
 * A comment's message: the sanitized nodes moved into place (never re-serialised,
 * src/comments/markup.ts), and for a
 * reply taller than 251 px a collapse to 190 px with a «Показать полностью» control (docs/behaviour.md#comments).
 * The height is measured once the commit that placed the message is done, together with every
 * other message placed in it (one layout for the whole list, not one per reply; the list has no
 * `content-visibility`, see docs/behaviour.md#comments-keyboard, so that layout is one the first
 * paint would do anyway), and a long reply collapses before that paint.
 *
 * Plain functions, not a component: the comment (Comment.tsx) holds the fold and the box, so a
 * message costs no fiber, hook or effect of its own (with the comment's own hooks, that was 0.75
 * KB of JS heap on React and 1.4 KB on Preact for each of 2,000 comments; npm run bench).
 */
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';
import { commentsText } from './strings.ts';

/** docs/behaviour.md#comments: a reply whose scroll height is over this collapses… */
const LONG_PX = 251;

/** A message shown whole (short, or a top-level comment), collapsed or expanded by the reader. */
export type Fold = 'full' | 'collapsed' | 'expanded';

/** Messages placed in the current commit, waiting to be measured: element → collapse it. */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Measures every waiting message in one go (the first read lays the list out once, the others
 * read that layout) and collapses the long ones in one synchronous render, before the paint.
 */
function measureWaiting() {
  const long = [...waiting].filter(([el]) => el.isConnected && el.scrollHeight > LONG_PX);
  waiting.clear();
  if (long.length) flushSync(() => long.forEach(([, collapse]) => collapse()));
}

/**
 * Measures `el` after the current commit (a microtask: after React's work in this task, before
 * the frame is painted) and calls `collapse` if it is taller than {@link LONG_PX}.
 */
function measureAfterCommit(el: HTMLElement, collapse: () => void) {
  if (waiting.size === 0) queueMicrotask(measureWaiting);
  waiting.set(el, collapse);
}

/**
 * After a commit: moves the sanitized `nodes` into `box` when they are not there yet (moved
 * again, a focused link in them would lose the focus; a hidden branch shown again takes them
 * from the box it had) and, when `collapse` is given (replies), measures the box after the
 * commit and calls it when the message is long; gives every link in the message the list's
 * `tab` (keyboard.ts).
 */
export function placeMessage(
  box: HTMLElement | null,
  nodes: readonly ChildNode[],
  collapse: false | (() => void),
  tab: number,
) {
  if (!box) return;
  if (nodes[0] && nodes[0].parentNode !== box) {
    // The sanitized nodes themselves go in, not a wrapper (one element less per comment).
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
      className={`message ${SERVER_HTML_CLASS} ${fold}`}
      part="message"
    />
  );
}

/**
 * «Показать полностью» (`fold` 'collapsed') or «Свернуть» ('expanded') under the folded message
 * of comment `id`, which calls `toggle`; `tab`: its tabIndex (keyboard.ts).
 */
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
