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
 * frame, so `select` should return a primitive.
 */
export function useScroll<T>(select: (state: ScrollState) => T): T {
  const service = scroll();
  const snapshot = () => select(service.get());
  return useSyncExternalStore(service.subscribe, snapshot, snapshot);
}
