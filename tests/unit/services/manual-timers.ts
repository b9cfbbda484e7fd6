/**
 * Timers that run only when a test moves time, for code that takes an injected clock (the
 * poller's `PollerEnv.clock`): nothing runs until `tick(ms)`, which runs every timer due in that
 * span in the order they fall due, letting promises settle between them.
 */

/** One pending timer: when it is due (ms on the manual clock) and what it runs. */
interface Pending {
  at: number;
  fn: () => void;
}

/**
 * A manual clock starting at 0 ms.
 * @param turns how many microtask turns `flush()` yields, so that chains of promises started by a
 *   timer settle before the next one runs
 * @returns the clock (`now`, `setTimeout`, `clearTimeout`), the pending timers by id, the time
 *   now (`now`, ms), `tick(ms)` and `flush()`
 */
export function manualTimers(turns = 5) {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, Pending>();
  const flush = async () => {
    for (let i = 0; i < turns; i++) await Promise.resolve();
  };
  return {
    clock: {
      now: () => now,
      setTimeout(fn: () => void, ms: number) {
        const id = nextId++;
        timers.set(id, { at: now + ms, fn });
        return id;
      },
      clearTimeout: (id: number) => void timers.delete(id),
    },
    timers,
    flush,
    get now() {
      return now;
    },
    /** Moves time on by `ms`, running each timer that falls due on the way. */
    async tick(ms: number) {
      const end = now + ms;
      for (;;) {
        await flush();
        let due: [number, Pending] | undefined;
        for (const entry of timers) if (!due || entry[1].at < due[1].at) due = entry;
        if (!due || due[1].at > end) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
      await flush();
    },
  };
}
