/**
 * When a removed element's effect clean-ups run, on Preact (the optional build; this
 * module replaces `runtime-effects.ts` there, scripts/runtime.mjs).
 *
 * Preact runs passive effects, and the clean-ups of an unmounted component's passive effects,
 * after the next paint (a frame, then a timeout). A removed element would keep its timers,
 * listeners and pollers for that long, and a poll due meanwhile would still go out. This module
 * takes over Preact's after-paint scheduling (`options.requestAnimationFrame`, the documented
 * hook; the timing stays Preact's own: the next frame, or 35 ms without one) and remembers its
 * flush, so a removal can run it at once.
 */
import { options } from 'preact';

/** Preact's after-paint flush waiting to run, or null. */
let pending: (() => void) | null = null;
/** True while a flush runs (an effect that removes an element must not start another). */
let flushing = false;

/** Runs `flush` unless one is running already. */
function run(flush: () => void): void {
  if (flushing) return;
  flushing = true;
  try {
    flush();
  } finally {
    flushing = false;
  }
}

/** Cancels each frame and timeout waiting to run the flush (Preact may schedule it twice). */
const waits = new Set<() => void>();

/**
 * Preact's own after-paint timing: the next animation frame (35 ms at most), then a task.
 * @returns a function that cancels what is still waiting
 */
function afterNextFrame(callback: () => void): () => void {
  let task = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    task = setTimeout(callback) as unknown as number;
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
  return () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

options.requestAnimationFrame = (flush) => {
  pending = flush;
  const cancel = afterNextFrame(() => {
    waits.delete(cancel);
    if (pending === flush) pending = null;
    run(flush);
  });
  waits.add(cancel);
};

/**
 * Called by the define helper right after an element's component was unmounted: runs Preact's
 * pending after-paint flush at once (every pending passive effect and clean-up, as React does
 * for a synchronous unmount), unless a flush is running (an effect removed the element: that
 * flush goes on with the rest); the frame and timeout it waited for are cancelled.
 */
export function settleRemovedEffects(): void {
  const flush = pending;
  if (!flush || flushing) return;
  pending = null;
  // Nothing of Preact's stays scheduled.
  for (const cancel of waits) cancel();
  waits.clear();
  run(flush);
}
