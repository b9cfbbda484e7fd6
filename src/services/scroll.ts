/**
 * Scroll service: every scroll-driven element shares one passive listener; a scroll schedules a
 * frame that reads `scrollY` once and notifies only on a change, so nothing thrashes layout.
 */
import { shared } from './registry.ts';

/** Where the page is scrolled; a new object only when it changed. */
export interface ScrollState {
  /** `scrollY` in whole px: Firefox scrolls by fractions, and a subpixel step is no movement. */
  readonly y: number;
  readonly direction: 'up' | 'down' | 'none';
}

/** The scroll service API. */
export interface ScrollService {
  /** The state: the last frame's while anyone subscribes, else `scrollY` read now. */
  get(): ScrollState;
  /** The last state read, without forcing a layout (the top until the first read): for renders. */
  peek(): ScrollState;
  /** Calls `listener` after each frame in which the position changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** How many subscribers there are. */
  readonly size: number;
}

function createScroll(): ScrollService & { dispose(): void } {
  const listeners = new Set<() => void>();
  let state: ScrollState = { y: 0, direction: 'none' };
  let frame = 0;
  let timer = 0;
  /** A `scroll` event came since the last frame's read; if not, the read is a first subscriber's. */
  let moved = false;

  /** Reads the position (the one layout read); whether it changed. */
  const update = () => {
    const y = Math.max(0, Math.round(window.scrollY));
    if (y === state.y) return false;
    state = { y, direction: y > state.y ? 'down' : 'up' };
    return true;
  };

  const notify = () => {
    timer = 0;
    if (update()) listeners.forEach((listener) => listener());
  };

  /**
   * After a scroll, reads in the frame. A first subscriber's read, with no scroll yet, waits for
   * the task after the frame: `scrollY` read in a frame callback lays out whatever changed since
   * the last frame inside our script, and on a first visit that was our elements' first renders
   * (11–68 ms of forced layout at 4×, Long Animation Frames of the demo article).
   */
  const onFrame = () => {
    frame = 0;
    if (moved) {
      moved = false;
      notify();
    } else timer ||= window.setTimeout(notify);
  };

  const onScroll = () => {
    moved = true;
    frame ||= requestAnimationFrame(onFrame);
  };

  const detach = () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = timer = 0;
    moved = false;
  };

  return {
    get() {
      if (!listeners.size) update();
      return state;
    },
    peek: () => state,
    subscribe(listener) {
      if (!listeners.size) {
        window.addEventListener('scroll', onScroll, { passive: true });
        frame ||= requestAnimationFrame(onFrame);
      }
      listeners.add(listener);
      return () => {
        if (listeners.delete(listener) && !listeners.size) detach();
      };
    },
    get size() {
      return listeners.size;
    },
    dispose() {
      listeners.clear();
      detach();
    },
  };
}

/** The page's scroll service. */
export function scroll(): ScrollService {
  return shared('scroll', createScroll);
}
