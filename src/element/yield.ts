/** Giving the main thread back between pieces of long work (input is answered, a frame paints). */

interface Scheduler {
  postTask?: (
    callback: () => void,
    options?: { priority?: 'user-blocking' | 'user-visible' | 'background'; signal?: AbortSignal },
  ) => Promise<unknown>;
}

/**
 * Calls `next` in its own task, after input, paint and queued tasks (not `scheduler.yield()`: it
 * runs ahead of them); returns the cancel.
 */
export function afterYield(next: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler
      .postTask(next, { priority: 'user-visible', signal: controller.signal })
      .catch(() => {});
    return () => controller.abort();
  }
  const timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}

/** Calls `then` in a microtask `hops` levels deep, after the microtasks those before it queue. */
export function afterMicrotasks(hops: number, then: () => void): void {
  queueMicrotask(hops > 1 ? () => afterMicrotasks(hops - 1, then) : then);
}

/** Resolves in a task of its own ({@link afterYield}). */
export const nextTask = (): Promise<void> => new Promise((resolve) => afterYield(resolve));
