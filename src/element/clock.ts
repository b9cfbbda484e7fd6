/** The clock of timed elements: real, or in tests a {@link manualClock}; a reset restores it. */
import { shared, sharedBag } from '../services/registry.ts';

/** Time and one-shot timers. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fn` after `ms`; returns the id for `clearTimeout`. */
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const realClock = (): Clock => ({
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});

/** The page's clock. */
export function clock(): Clock {
  return shared('clock', realClock);
}

/** Replaces the page's clock (tests); `null` brings the real one back. */
export function setClock(replacement: Clock | null): void {
  const { services } = sharedBag();
  if (replacement) services.set('clock', replacement);
  else services.delete('clock');
}

/** A clock that moves only when {@link ManualClock.tick} is called. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, running every timer that falls due, in order. */
  tick(ms: number): void;
  readonly pending: number;
}

/** A {@link ManualClock} starting at `start` (ms; default now). */
export function manualClock(start = Date.now()): ManualClock {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => time,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: time + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id),
    tick(ms) {
      const end = time + ms;
      for (;;) {
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers) if (!due || entry[1].at < due[1].at) due = entry;
        if (!due || due[1].at > end) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].fn();
      }
      time = end;
    },
    get pending() {
      return timers.size;
    },
  };
}
