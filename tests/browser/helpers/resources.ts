/**
 * What an element leaves behind once removed: listeners on document and window, timers,
 * animation frames and observers, counted while a test runs.
 */
import { expect } from '@open-wc/testing';
import { idle, nextFrame, waitFor } from './wait.ts';

type Key = string;

/**
 * Patches `addEventListener`/`removeEventListener` of document and window so `listeners` holds a
 * key per listener added and not removed (`once` ones left out); pushes the undo to `restore`.
 */
function trackListeners(listeners: Map<Key, number>, restore: (() => void)[]) {
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  const keyOf = (target: string, type: string, fn: unknown, options: unknown) => {
    const capture =
      typeof options === 'boolean'
        ? options
        : Boolean((options as AddEventListenerOptions)?.capture);
    if (!ids.has(fn as object)) ids.set(fn as object, nextId++);
    return `${target}:${type}:${ids.get(fn as object)}:${capture}`;
  };
  for (const [name, target] of [
    ['document', document],
    ['window', window],
  ] as const) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      fn: unknown,
      options?: unknown,
    ) {
      const once = typeof options === 'object' && (options as AddEventListenerOptions)?.once;
      if (!once) listeners.set(keyOf(name, type, fn, options), 1);
      return add.call(this, type, fn as EventListener, options as AddEventListenerOptions);
    } as typeof add;
    target.removeEventListener = function (
      this: EventTarget,
      type: string,
      fn: unknown,
      options?: unknown,
    ) {
      listeners.delete(keyOf(name, type, fn, options));
      return remove.call(this, type, fn as EventListener, options as EventListenerOptions);
    } as typeof remove;
    restore.push(() => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    });
  }
}

/** Replaces the three observer classes with ones that keep each observing instance in `observers`; pushes the undo to `restore`. */
function trackObservers(observers: Set<object>, restore: (() => void)[]) {
  for (const name of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver'] as const) {
    const Original = window[name] as unknown as new (...a: unknown[]) => {
      observe(...a: unknown[]): void;
      disconnect(): void;
    };
    class Tracked extends Original {
      override observe(...a: unknown[]) {
        observers.add(this);
        return super.observe(...a);
      }
      override disconnect() {
        observers.delete(this);
        return super.disconnect();
      }
    }
    (window as unknown as Record<string, unknown>)[name] = Tracked;
    restore.push(() => ((window as unknown as Record<string, unknown>)[name] = Original));
  }
}

/**
 * Counts what an element leaves behind: document/window listeners, pending timeouts, intervals,
 * animation frames and live Mutation/Intersection observers created while tracking.
 * Call `stop()` to restore the originals.
 */
export function trackResources() {
  const listeners = new Map<Key, number>();
  const timeouts = new Set<number>();
  const intervals = new Set<number>();
  const frames = new Set<number>();
  const observers = new Set<object>();
  const restore: (() => void)[] = [];
  trackListeners(listeners, restore);
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  const { requestAnimationFrame: raf, cancelAnimationFrame: caf } = window;
  window.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    const id = st(() => {
      timeouts.delete(id);
      fn(...(args as []));
    }, ms);
    timeouts.add(id);
    return id;
  }) as typeof setTimeout;
  window.clearTimeout = ((id: number) => {
    timeouts.delete(id);
    ct(id);
  }) as typeof clearTimeout;
  window.setInterval = ((fn: () => void, ms?: number) => {
    const id = si(fn, ms);
    intervals.add(id);
    return id;
  }) as typeof setInterval;
  window.clearInterval = ((id: number) => {
    intervals.delete(id);
    ci(id);
  }) as typeof clearInterval;
  window.requestAnimationFrame = (fn) => {
    const id = raf((t) => {
      frames.delete(id);
      fn(t);
    });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    frames.delete(id);
    caf(id);
  };
  restore.push(() =>
    Object.assign(window, {
      setTimeout: st,
      clearTimeout: ct,
      setInterval: si,
      clearInterval: ci,
      requestAnimationFrame: raf,
      cancelAnimationFrame: caf,
    }),
  );
  trackObservers(observers, restore);
  return {
    active: () => ({
      listeners: [...listeners.keys()],
      timeouts: timeouts.size,
      intervals: intervals.size,
      frames: frames.size,
      observers: observers.size,
    }),
    stop: () => restore.forEach((fn) => fn()),
  };
}

/**
 * Waits until `tracker` holds nothing any more (a removed element's clean-ups ran), at most
 * `ms`, and returns what it holds then, for the test to assert on. React runs a removed
 * element's effect clean-ups at once; Preact (the optional build) runs the passive
 * ones after the next paint, from a frame and a timeout of its own.
 */
export async function cleanedUp(tracker: Tracker, ms = 2000): Promise<Held> {
  const empty = () => {
    const left = tracker.active();
    return (
      left.listeners.length === 0 &&
      left.timeouts + left.intervals + left.frames + left.observers === 0
    );
  };
  await waitFor(empty, ms, 'clean-ups').catch(() => undefined);
  return tracker.active();
}

/** A tracker made by {@link trackResources}. */
export type Tracker = ReturnType<typeof trackResources>;

/** What a tracker holds at one moment (see {@link trackResources}). */
export type Held = ReturnType<Tracker['active']>;

/** The counted kinds a test can require to be zero (listeners are always checked). */
export type Counted = 'timeouts' | 'intervals' | 'frames' | 'observers';

/** Every counted kind, frames included. */
export const EVERY_COUNT: readonly Counted[] = ['timeouts', 'intervals', 'frames', 'observers'];

/**
 * Runs `body` with a fresh tracker (see {@link trackResources}) and restores what the tracker
 * replaced afterwards, whether `body` passed or threw.
 * @returns what `body` returns
 */
export async function tracking<T>(body: (tracker: Tracker) => Promise<T>): Promise<T> {
  const tracker = trackResources();
  try {
    return await body(tracker);
  } finally {
    tracker.stop();
  }
}

/**
 * Removes `el` once it has no call on its way ({@link idle}), waits a frame (its removal cleans
 * up synchronously) and returns what `tracker` still holds.
 */
export async function removedWhenIdle(el: Element, tracker: Tracker): Promise<Held> {
  await idle(el); // nothing is on its way
  el.remove();
  await nextFrame(); // removal cleans up synchronously
  return tracker.active();
}

/**
 * Asserts that `held` has no document/window listener left and none of each kind in `kinds`
 * (by default timeouts, intervals and observers).
 */
export function expectNothingLeft(
  held: Held,
  kinds: readonly Counted[] = ['timeouts', 'intervals', 'observers'],
): void {
  expect(held.listeners).to.deep.equal([]);
  for (const kind of kinds) expect(held[kind], kind).to.equal(0);
}
