/**
 * Giving the main thread back to the browser between pieces of long work (issue 26), so a click
 * or a key press is answered between them and a frame can paint.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves after the browser has had the chance to handle input and paint:
 * `scheduler.yield()` where the engine has it (the continuation keeps its priority), else a
 * timeout task. The callers run in React's own tasks, not in timer callbacks, so the timeout is
 * not clamped by nesting.
 * @returns a promise that resolves in a later task; never rejects
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield().catch(() => undefined);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
