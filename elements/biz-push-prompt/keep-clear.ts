/**
 * Keeps the push prompt out of the reader's way (WCAG 2.4.11 «Focus not obscured»): it moves to
 * the other edge when focus lands under it; Escape on the page dismisses it.
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
 * The edge for the prompt so that `target` (focused) is not under it: `edge`, unless the prompt
 * covers the target there and would cover less of it at the other edge. Rectangles in viewport
 * px; `viewportHeight` is `innerHeight`.
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

/** Whether an Escape press belongs to something else on its path (a dialog, an open popup). */
function escapeBelongsElsewhere(event: KeyboardEvent, prompt: Element | null): boolean {
  if (event.defaultPrevented) return true;
  return event
    .composedPath()
    .some((node) => node instanceof Element && node !== prompt && node.matches(OWNS_ESCAPE));
}

/**
 * While `open`: focus landing under the prompt moves it to the other edge (checked again on the
 * next frame, after the browser's scroll into view); Escape on the page calls `dismiss`.
 * @returns the edge to sit at, the bottom on every open
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
  // A layout effect: Preact runs a passive one after the next paint, missing focus that lands
  // under the prompt before it.
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
        // Neither edge clears it (a tall prompt on a phone): scroll it into the free part.
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
 * While shown, the page's scroll padding on the prompt's edge is the room it takes, so focused
 * controls scroll clear of it (WCAG technique C43); the page's own value comes back after.
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
    // Its height and its gap to the edge (a page may lift it above a bottom bar), plus air.
    const rect = box.getBoundingClientRect();
    const taken = edge === 'end' ? window.innerHeight - rect.top : rect.bottom;
    style.setProperty(property, `${Math.ceil(taken) + 16}px`);
    return () => {
      if (before) style.setProperty(property, before);
      else style.removeProperty(property);
    };
  }, [open, prompt, edge]);
}
