/**
 * Keeps the push prompt out of the reader's way while it shows (docs/behaviour.md#push-prompt,
 * WCAG 2.4.11 «Focus not obscured»): when focus lands on something the prompt covers, the prompt
 * moves to the other edge of the viewport; Escape anywhere on the page dismisses it, unless
 * something else that answers to Escape (a dialog, an open popup) has the key first.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The viewport edge the prompt sits at: `end` is the bottom (its default), `start` the top. */
export type PromptEdge = 'start' | 'end';

/** Whether two rectangles overlap (touching edges do not count). */
export function overlaps(a: DOMRectReadOnly, b: DOMRectReadOnly): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** How many square px of `a` lie under `b`. */
function overlapArea(a: DOMRectReadOnly, b: DOMRectReadOnly): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The edge the prompt should sit at so that `target` (what has focus) is not under it: the
 * current edge if the prompt does not cover the target there, else the other edge, unless the
 * target is so tall that the other edge covers more of it.
 * @param prompt the prompt's rectangle at `edge` (viewport px).
 * @param target the focused element's rectangle (viewport px).
 * @param viewportHeight `innerHeight` in px.
 */
export function edgeClearOf(
  prompt: DOMRectReadOnly,
  target: DOMRectReadOnly,
  edge: PromptEdge,
  viewportHeight: number,
): PromptEdge {
  if (!overlaps(prompt, target)) return edge;
  const gap = edge === 'end' ? viewportHeight - prompt.bottom : prompt.top;
  const top = edge === 'end' ? gap : viewportHeight - gap - prompt.height;
  const moved = new DOMRect(prompt.left, top, prompt.width, prompt.height);
  return overlapArea(target, moved) < overlapArea(target, prompt)
    ? edge === 'end'
      ? 'start'
      : 'end'
    : edge;
}

/** Roles and states whose element owns Escape before the page does (a dialog, an open popup). */
const OWNS_ESCAPE =
  'dialog, [role=dialog], [role=alertdialog], [aria-modal=true], [aria-expanded=true], [role=combobox], [role=menu], [role=listbox]';

/** Whether an Escape key press was meant for something on the path other than the prompt. */
function escapeBelongsElsewhere(event: KeyboardEvent, prompt: Element | null): boolean {
  if (event.defaultPrevented) return true;
  return event
    .composedPath()
    .some((node) => node instanceof Element && node !== prompt && node.matches(OWNS_ESCAPE));
}

/**
 * A hook for the shown prompt: @returns the edge it should sit at. While `open`, it listens to
 * `focusin` and `keydown` on the document from the commit that shows it (removed when closed or
 * unmounted): focus outside
 * the prompt on an element it covers moves it to the other edge (checked at once and again on
 * the next frame, after the browser scrolled the focused element into view); Escape calls
 * `dismiss`. The edge goes back to the bottom each time the prompt opens.
 */
export function useKeepClear(
  open: boolean,
  prompt: RefObject<HTMLElement | null>,
  dismiss: () => void,
): PromptEdge {
  const [edge, setEdge] = useState<PromptEdge>('end');
  const latestDismiss = useRef(dismiss);
  useEffect(() => {
    latestDismiss.current = dismiss;
  });
  // A layout effect: the listeners are in place in the commit that shows the prompt. A passive
  // effect runs after the next paint on Preact, and focus landing under the prompt before it
  // went unnoticed.
  useLayoutEffect(() => {
    if (!open) return;
    setEdge('end');
    let frame = 0;
    const check = (target: Element) => {
      const box = prompt.current;
      if (!box || !target.isConnected) return;
      setEdge((now) =>
        edgeClearOf(
          box.getBoundingClientRect(),
          target.getBoundingClientRect(),
          now,
          window.innerHeight,
        ),
      );
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (!(target instanceof Element) || prompt.current?.contains(target)) return;
      check(target);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        check(target);
        // Neither edge clears it (a tall prompt on a phone): scroll the control into the part of
        // the viewport the prompt leaves free (the scroll padding below keeps it there).
        const box = prompt.current?.getBoundingClientRect();
        if (box && overlaps(box, target.getBoundingClientRect())) {
          target.scrollIntoView({ block: 'nearest' });
        }
      });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || escapeBelongsElsewhere(event, prompt.current)) return;
      latestDismiss.current();
    };
    document.addEventListener('focusin', onFocus, true);
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, prompt]);
  useScrollPaddingFor(open, prompt, edge);
  return edge;
}

/**
 * While the prompt is shown, the page's scroll padding on its edge is the prompt's height, so
 * the browser scrolls a newly focused control into the part of the viewport the prompt leaves
 * free (WCAG 2.4.11, technique C43). The page's own value is put back when it closes or moves.
 */
function useScrollPaddingFor(
  open: boolean,
  prompt: RefObject<HTMLElement | null>,
  edge: PromptEdge,
): void {
  useEffect(() => {
    const box = prompt.current;
    if (!open || !box) return;
    const style = document.documentElement.style;
    const property = edge === 'end' ? 'scroll-padding-bottom' : 'scroll-padding-top';
    const before = style.getPropertyValue(property);
    // What the prompt takes from the viewport's edge: its height plus its gap to that edge (a
    // page may lift it above its own bottom bar), and a little air.
    const rect = box.getBoundingClientRect();
    const taken = edge === 'end' ? window.innerHeight - rect.top : rect.bottom;
    style.setProperty(property, `${Math.ceil(taken) + 16}px`);
    return () => {
      if (before) style.setProperty(property, before);
      else style.removeProperty(property);
    };
  }, [open, prompt, edge]);
}
