/**
 * Page function for `page.evaluateOnNewDocument` (self-contained): a manual `clock` service
 * (src/element/clock.ts), so the bundle's timers run only on `window.__clock.tick(ms)`, each due
 * timer in order with `now()` moved to its time; `window.__clock.untilNext()`: ms to the next.
 */
export function installManualClock() {
  let now = Date.now();
  let next = 1;
  const timers = new Map();
  const manual = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id),
    /** ms until the earliest timer is due (Infinity without one). */
    untilNext: () => Math.min(Infinity, ...[...timers.values()].map((t) => t.at - now)),
    tick(ms) {
      const end = now + ms;
      for (;;) {
        let due;
        for (const entry of timers) if (!due || entry[1].at < due[1].at) due = entry;
        if (!due || due[1].at > end) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
  window.__clock = manual;
  const key = Symbol.for('biz-widgets.services');
  globalThis[key] ??= { services: new Map(), configOverrides: {}, definedBy: new Map() };
  globalThis[key].services.set('clock', manual);
}
