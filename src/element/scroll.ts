/**
 * The hook scroll-driven elements (`<biz-to-top>`, `<biz-sticky-header>`) read the page's scroll
 * position with: one shared passive listener for the whole page, read once per animation frame
 * (see `src/services/scroll.ts`).
 */
import { useSyncExternalStore } from 'react';
import { scroll, type ScrollState } from '../services/scroll.ts';

export type { ScrollState };

/**
 * A value derived from the scroll position, e.g. `useScroll((s) => s.y > 1000)`. The component
 * re-renders only when the selected value changes (compared with `Object.is`), not on every
 * frame, so `select` should return a primitive. The first render sees the last position read
 * (the top of the page before any), the next frame the real one.
 */
export function useScroll<T>(select: (state: ScrollState) => T): T {
  const service = scroll();
  // The last state read, not a read: a render must not force the page's layout (the first
  // subscriber has the position read on the next frame, and the component updates then).
  const snapshot = () => select(service.peek());
  return useSyncExternalStore(service.subscribe, snapshot, snapshot);
}
