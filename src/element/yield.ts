/**
 * Giving the main thread back to the browser between pieces of long work, so a click
 * or a key press is answered between them and a frame can paint.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Calls `next` after the browser has had the chance to handle input and paint:
 * after `scheduler.yield()` where the engine has it (the continuation keeps its priority), else
 * in a timeout task. The callers run in React's own tasks, not in timer callbacks, so the
 * timeout is not clamped by nesting.
 * @param next what to do then
 * @returns cancel: `next` is not called, and no timer is left behind
 */
export function afterYield(next: () => void): () => void {
  let cancelled = false;
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') {
    scheduler.yield().then(
      () => cancelled || next(),
      () => cancelled || next(),
    );
    return () => {
      cancelled = true;
    };
  }
  const timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}
