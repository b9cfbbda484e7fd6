/**
 * Scroll service (docs/behaviour.md#constants: the to-top button after 1000 px, the sticky header hiding after
 * 3000 px). Every scroll-driven element on the page shares ONE passive `scroll` listener on
 * `window`, attached with the first subscriber and removed with the last.
 *
 * No layout thrashing: a scroll event (and the first subscriber) only schedules an animation
 * frame; the frame reads `scrollY` once (the only layout read, for every subscriber together)
 * and then notifies the subscribers, who only write (React state, classes). Several scroll
 * events in one frame make one read; a frame in which the position did not change notifies
 * nobody.
 */
import { shared } from './registry.ts';

/** Where the page is scrolled. A new object only when something changed. */
export interface ScrollState {
  /**
   * `window.scrollY` rounded to whole CSS pixels (0 at the top). Firefox scrolls by fractions
   * (`scrollTo(0, 1500)` may leave 1500.43); rounded, a subpixel step is neither a movement nor a
   * change of direction, and a threshold compares with what the page asked for.
   */
  readonly y: number;
  /** The direction of the last movement; 'none' before the first one. */
  readonly direction: 'up' | 'down' | 'none';
}

/** The scroll service API. */
export interface ScrollService {
  /**
   * The current state. While someone is subscribed it is the value read on the last frame (no
   * layout read here); otherwise `scrollY` is read now.
   */
  get(): ScrollState;
  /**
   * The last state read, without reading the position (no layout): the state at the top of the
   * page until the first read. For a render (a hook's snapshot): reading `scrollY` there forces
   * a layout of the page mid-load; the first subscriber has it read on the next frame instead.
   */
  peek(): ScrollState;
  /**
   * Calls `listener` after each animation frame in which the position changed (the new state is
   * {@link ScrollService.get}). The first subscriber attaches the page's scroll listener and has
   * the position read on the next frame (together with the frame's own layout, not forcing one
   * now); the listener is called then if it is not at the top.
   * @returns unsubscribe; the last one detaches the listener
   */
  subscribe(listener: () => void): () => void;
  /** How many subscribers there are (for tests and debugging). */
  readonly size: number;
}

function createScroll(): ScrollService & { dispose(): void } {
  const listeners = new Set<() => void>();
  let state: ScrollState = { y: 0, direction: 'none' };
  let frame = 0;

  /** Reads the position (the one layout read); @returns whether it changed */
  const update = () => {
    const y = Math.max(0, Math.round(window.scrollY));
    if (y === state.y) return false;
    state = { y, direction: y > state.y ? 'down' : 'up' };
    return true;
  };

  // Subscribers are React stores' change handlers: they only schedule a render, never throw.
  const onFrame = () => {
    frame = 0;
    if (update()) listeners.forEach((listener) => listener());
  };

  const onScroll = () => {
    frame ||= requestAnimationFrame(onFrame);
  };

  const detach = () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
    frame = 0;
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
        onScroll();
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

/** The page's scroll service (one per page, shared by every copy of the bundle). */
export function scroll(): ScrollService {
  return shared('scroll', createScroll);
}
