/** Where the comment list's keys move focus (keyboard.ts); loaded on the first key there. */
import { COMMENT } from './keyboard.ts';

/** The controls of `comment` in document order: its own, not its replies' nor its form's. */
function controlsOf(comment: Element): HTMLElement[] {
  return [...comment.querySelectorAll<HTMLElement>('a[href], button')].filter(
    (c) => c.closest(COMMENT) === comment && !c.closest('form'),
  );
}

/** Where a key moves focus from `from` (a comment or one of its controls); undefined: nowhere. */
export function target(key: string, from: HTMLElement, comment: HTMLElement, list: HTMLElement) {
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
