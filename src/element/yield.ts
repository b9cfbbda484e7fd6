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

/**
 * Calls `next` in a task of its own once the browser has painted a frame (a requestAnimationFrame
 * callback, then a message to the task queue), so every piece of work is followed by a frame
 * that lays out and paints only that piece, in a task of the frame's own. Where no frame comes
 * (a hidden tab stops animation frames), `next` runs after at most `latest` ms anyway.
 * @param next what to do then
 * @param latest ms to wait for a frame at most (default 100)
 * @returns cancel: `next` is not called, and no frame callback or timer is left behind
 */
export function afterPaint(next: () => void, latest = 100): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    next();
  };
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  });
  const timer = setTimeout(run, latest);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
