/**
 * The keyboard in the comment list (docs/behaviour.md#comments-keyboard): a roving tabindex
 * (WAI-ARIA APG, "Developing a Keyboard Interface", managing focus in composites) over the
 * comments of a `role="feed"` list, so the whole list is one Tab stop however long it is.
 *
 * - Tab reaches the current comment (the `<article>`: the first one, then the last one focused).
 * - On a comment: ↓ / PageDown and ↑ / PageUp the next and previous comment (replies included, in
 *   reading order), Home / End the first and last, → or Enter its first control.
 * - On a control of a comment: ← / → the previous and next control of the same comment (← past
 *   the first returns to the comment), Home / End its first and last control, ↑ / ↓ the previous
 *   and next comment, Escape back to the comment. While focus is inside a comment its controls
 *   are in the Tab order too (Tab and Shift+Tab walk them, then leave the list).
 * - Fields of a reply form keep every key.
 */
import type { FocusEvent, KeyboardEvent } from 'react';

/** A comment of the list. */
export const COMMENT = '[part~=comment]';

/** The controls of `comment` in document order: its own, not its replies' nor its form's. */
export function controlsOf(comment: Element): HTMLElement[] {
  return [...comment.querySelectorAll<HTMLElement>('a[href], button')].filter(
    (c) => c.closest(COMMENT) === comment && !c.closest('form'),
  );
}

/** Where a key moves focus from `from` (a comment or one of its controls); undefined: nowhere. */
function target(key: string, from: HTMLElement, comment: HTMLElement, list: HTMLElement) {
  const all = [...list.querySelectorAll<HTMLElement>(COMMENT)];
  const own = controlsOf(comment);
  const at = all.indexOf(comment);
  const i = own.indexOf(from); // -1: on the comment itself
  const on = i < 0;
  const moves: Record<string, HTMLElement | undefined> = {
    ArrowDown: all[at + 1],
    PageDown: all[at + 1],
    ArrowUp: all[at - 1],
    PageUp: all[at - 1],
    Home: (on ? all : own)[0],
    End: (on ? all : own).at(-1),
    ArrowRight: own[i + 1],
    Enter: on ? own[0] : undefined,
    ArrowLeft: on ? undefined : (own[i - 1] ?? comment),
    Escape: on ? undefined : comment,
  };
  return moves[key];
}

/** Handlers for the list element: keys, and which comment is current and entered. */
export function commentKeyHandlers(
  setCurrent: (id: string) => void,
  setEntered: (id: string | null) => void,
) {
  return {
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const from = e.target as HTMLElement;
      const comment = from.closest<HTMLElement>(COMMENT);
      if (!comment || from.closest('form') || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) {
        return;
      }
      const next = target(e.key, from, comment, e.currentTarget);
      if (!next) return;
      e.preventDefault();
      next.focus();
    },
    onFocus(e: FocusEvent<HTMLElement>) {
      const from = e.target as HTMLElement;
      const comment = from.closest<HTMLElement>(COMMENT);
      if (!comment) return;
      setCurrent(comment.dataset.commentId!);
      setEntered(from === comment ? null : comment.dataset.commentId!);
    },
    onBlur(e: FocusEvent<HTMLElement>) {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setEntered(null);
    },
  };
}
