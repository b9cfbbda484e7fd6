/**
 * Giving the main thread back to the browser between pieces of long work (issue 26), so a click
 * or a key press is answered between them and a frame can paint.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves after the browser has had the chance to handle input and paint: `scheduler.yield()`
 * where the engine has it (the continuation keeps its priority), else a message-channel task
 * (not clamped like a nested `setTimeout`), else a timeout.
 * @returns a promise that resolves in a later task; never rejects
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') {
    return scheduler.yield().catch(() => undefined);
  }
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
