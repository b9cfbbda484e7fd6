import { useSyncExternalStore } from 'react';
import { scroll, type ScrollState } from '../services/scroll.ts';

export type { ScrollState };

/** A value of the scroll position (`(s) => s.y > 1000`); re-renders only when it changes. */
export function useScroll<T>(select: (state: ScrollState) => T): T {
  const service = scroll();
  // The last state read: a render must not force a layout (the next frame brings the real one).
  const snapshot = () => select(service.peek());
  return useSyncExternalStore(service.subscribe, snapshot, snapshot);
}
