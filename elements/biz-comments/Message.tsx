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

/** A collapsed reply's height (px); its lines are cut after the last whole one within it. */
const COLLAPSED_PX = 190;

/**
 * `box`'s lines that end within `limit` px of its top: how many (at least 1) and where the last
 * of them ends (px from the box's top; `limit` when none does), from its text's line rects in one
 * pass over the laid-out box (a rect starting below the line before starts a line). Lines without
 * text (a `<br>` alone) are not counted: the cut then falls a line early, never through a line.
 */
function linesWithin(box: HTMLElement, limit: number): [lines: number, bottom: number] {
  const top = box.getBoundingClientRect().top;
  const range = document.createRange();
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  let lines = 0;
  let before = 0;
  let end = -2;
  /** Where the last whole line within the limit ends. */
  const read = () => {
    for (let node; (node = walker.nextNode());) {
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (!rect.height) continue;
        const y = rect.top - top;
        if (y < end - 1) end = Math.max(end, rect.bottom - top);
        else {
          if (y >= limit) return end;
          before = end;
          lines++;
          end = rect.bottom - top;
        }
        if (end > limit + 0.5) {
          lines--;
          return before;
        }
      }
    }
    return end;
  };
  const bottom = read();
  return [Math.max(1, lines), bottom > 0 ? bottom : limit];
}

/** A message shown whole (short or top-level), collapsed, or expanded by the reader. */
export type Fold = 'full' | 'collapsed' | 'expanded';

/** Messages placed in the current commit, waiting to be measured: element → collapse it. */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Measures every waiting message in one layout and collapses the long ones before the paint: each
 * keeps the lines that end within {@link COLLAPSED_PX} (`--lines` and `--cut`, the line clamp and
 * the clip of biz-comments.css), read while it is still whole.
 */
function measureWaiting() {
  const long = [...waiting].filter(([el]) => el.isConnected && el.scrollHeight > LONG_PX);
  waiting.clear();
  if (!long.length) return;
  // Every reply read before any is written: a write between two reads would dirty the style the
  // next read has to bring up to date.
  const cuts = long.map(([el]) => [el, ...linesWithin(el, COLLAPSED_PX)] as const);
  for (const [el, lines, bottom] of cuts) {
    el.style.setProperty('--lines', String(lines));
    el.style.setProperty('--cut', `${bottom}px`);
  }
  flushSync(() => long.forEach(([, collapse]) => collapse()));
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
