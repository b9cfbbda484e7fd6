/**
 * Preact build (scripts/runtime.mjs): Preact runs an unmounted component's effect clean-ups after
 * the next paint; taking over its after-paint hook (`options.requestAnimationFrame`, same timing)
 * lets a removal flush them at once.
 */
import { options } from 'preact';

/** Preact's after-paint flush waiting to run. */
let pending: (() => void) | null = null;
/** A flush is running (an effect that removes an element must not start another). */
let flushing = false;

function run(flush: () => void): void {
  if (flushing) return;
  flushing = true;
  try {
    flush();
  } finally {
    flushing = false;
  }
}

/** Cancels each wait for the flush (Preact may schedule it twice). */
const waits = new Set<() => void>();

/** Preact's after-paint timing: the next frame (35 ms at most), then a task; returns the cancel. */
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

/** Runs Preact's pending flush at once after an unmount, as React does, unless one is running. */
export function settleRemovedEffects(): void {
  const flush = pending;
  if (!flush || flushing) return;
  pending = null;
  for (const cancel of waits) cancel();
  waits.clear();
  run(flush);
}
