/**
 * Giving the main thread back to the browser between pieces of long work, so a click
 * or a key press is answered between them and a frame can paint.
 */

interface Scheduler {
  postTask?: (
    callback: () => void,
    options?: { priority?: 'user-blocking' | 'user-visible' | 'background'; signal?: AbortSignal },
  ) => Promise<unknown>;
}

/**
 * Calls `next` in a task of its own, after the browser has had the chance to handle input and
 * paint, and after the tasks already queued at the same priority (the page's timers and
 * messages, React's scheduler, Preact's effects): `scheduler.postTask` at `user-visible` where
 * the engine has it, else a timeout. Not `scheduler.yield()`: its continuations run before every
 * ordinary task, so a chain of them (a long list's read) held back all of those until it ended.
 * The callers run in React's own tasks, not in timer callbacks, so the timeout is not clamped by
 * nesting.
 * @param next what to do then
 * @returns cancel: `next` is not called, and no task or timer is left behind
 */
export function afterYield(next: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    // An aborted task rejects its promise: that is the cancel, not a failure.
    scheduler
      .postTask(next, { priority: 'user-visible', signal: controller.signal })
      .catch(() => {});
    return () => controller.abort();
  }
  const timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}

/**
 * Calls `then` in a microtask `hops` levels deep: after the microtasks queued before this call,
 * and after those that they queue in turn, `hops - 1` levels down (still before the frame
 * paints).
 */
export function afterMicrotasks(hops: number, then: () => void): void {
  queueMicrotask(hops > 1 ? () => afterMicrotasks(hops - 1, then) : then);
}

/**
 * A promise that resolves in a task of its own ({@link afterYield}): `await nextTask()` lets the
 * browser paint and handle input before a long piece of work goes on.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => afterYield(resolve));
