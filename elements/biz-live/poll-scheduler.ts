/**
 * The polling scheduler of `<biz-live>` (docs/behaviour.md#live): one call every `interval` ms, never two in
 * flight, paused while the tab is hidden (with an immediate call when it is shown again),
 * exponential backoff with full jitter after failures (capped, 5 minutes by default), reset on the
 * first success, and a clean stop that aborts the call in flight and drops every timer and
 * listener.
 *
 * A failure that carries `Retry-After` ({@link ApiError.retryAfterMs}, a 429/503) puts the next
 * call no earlier than that; a `pollNow()` (the retry button) during that time runs as soon as
 * it is over.
 *
 * Time, randomness and page visibility are injected ({@link SchedulerEnv}), so unit tests and
 * the bench drive it with a manual clock instead of waiting.
 */

import { ApiError } from '../../src/api/errors.ts';

/** What the scheduler needs from the outside world. */
export interface SchedulerEnv {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  /** A number in [0, 1) (the jitter). */
  random(): number;
  /** Whether the page is hidden (a background tab). */
  hidden(): boolean;
  /** Subscribes to visibility changes; returns the unsubscribe function. */
  onVisibilityChange(listener: () => void): () => void;
}

/** The browser's timers, `Math.random` and `document.visibilityState`. */
export const browserEnv = (): SchedulerEnv => ({
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  random: Math.random,
  hidden: () => document.hidden,
  onVisibilityChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
});

/** Options of {@link createPollScheduler}. */
export interface SchedulerOptions {
  /** Pause between the end of one call and the start of the next, in ms. */
  interval: number;
  /** One call. Rejecting counts as a failure. The signal aborts when the scheduler stops. */
  poll: (signal: AbortSignal) => Promise<void>;
  /** After each failure (not after aborts), with the number of failures in a row. */
  onError?: (error: unknown, failures: number) => void;
  /** After each success. */
  onSuccess?: () => void;
  /** Longest pause after failures, in ms. Default 300 000 (5 minutes). */
  maxDelay?: number;
  /** Call at once on start (default) or only after the first interval. */
  immediate?: boolean;
}

/** A running scheduler. */
export interface PollScheduler {
  /** Calls now, unless a call is in flight or the tab is hidden (then on return). */
  pollNow(): void;
  /** Stops for good: timer cleared, call in flight aborted, listener removed. */
  stop(): void;
  /** Calls in flight now (0 or 1). */
  readonly inFlight: number;
  /** Failures in a row. */
  readonly failures: number;
  /** The pause currently scheduled, in ms (null when none is). */
  readonly nextDelay: number | null;
}

/**
 * The pause after `failures` failures in a row: the interval when healthy, otherwise a uniformly
 * random point in `[0, min(maxDelay, interval · 2^failures))` ("full jitter"), so many readers
 * whose polls failed together do not come back together.
 */
export function backoffDelay(
  interval: number,
  failures: number,
  maxDelay: number,
  random: () => number,
): number {
  if (failures <= 0) return interval;
  const ceiling = Math.min(maxDelay, interval * 2 ** Math.min(failures, 30));
  return Math.floor(random() * ceiling);
}

/** Starts polling; see the module comment. */
export function createPollScheduler(
  options: SchedulerOptions,
  env: SchedulerEnv = browserEnv(),
): PollScheduler {
  const { poll, onError, onSuccess, maxDelay = 300_000, immediate = true } = options;
  const interval = Math.max(1, options.interval);
  let timer: number | null = null;
  let nextDelay: number | null = null;
  let controller: AbortController | null = null;
  let failures = 0;
  let stopped = false;
  let missed = false;
  /** The server's Retry-After of the last failure, in ms (0: none). */
  let retryAfter = 0;
  /** True while a Retry-After is counting down: nothing calls before it ends. */
  let held = false;
  /** A `pollNow()` asked for during the hold: it runs as soon as the hold ends. */
  let wanted = false;
  let holdTimer: number | null = null;

  const clear = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
    nextDelay = null;
  };
  const schedule = () => {
    clear();
    if (stopped) return;
    nextDelay = Math.max(backoffDelay(interval, failures, maxDelay, env.random), retryAfter);
    if (retryAfter > 0) {
      held = true;
      holdTimer = env.setTimeout(() => {
        holdTimer = null;
        held = false;
        if (wanted) {
          wanted = false;
          run();
        }
      }, retryAfter);
    }
    retryAfter = 0;
    timer = env.setTimeout(() => {
      timer = null;
      nextDelay = null;
      run();
    }, nextDelay);
  };
  const run = () => {
    if (held) {
      wanted = true;
      return;
    }
    if (stopped || controller) return;
    if (env.hidden()) {
      // Nothing while hidden; the visibility listener calls at once when the tab comes back.
      clear();
      missed = true;
      return;
    }
    clear();
    const current = (controller = new AbortController());
    let promise: Promise<void>;
    try {
      promise = Promise.resolve(poll(current.signal));
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise
      .then(
        () => {
          if (current.signal.aborted) return;
          failures = 0;
          onSuccess?.();
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          failures += 1;
          if (error instanceof ApiError && error.retryAfterMs) retryAfter = error.retryAfterMs;
          onError?.(error, failures);
        },
      )
      .finally(() => {
        if (controller === current) controller = null;
        if (!stopped) schedule();
      });
  };
  const onVisibility = () => {
    if (stopped || env.hidden()) return;
    // Catch up at once, unless a backoff after failures is counting down.
    if (missed || (timer !== null && failures === 0)) {
      missed = false;
      run();
    }
  };
  const unsubscribe = env.onVisibilityChange(onVisibility);
  if (immediate) run();
  else schedule();

  return {
    pollNow: run,
    stop() {
      if (stopped) return;
      stopped = true;
      clear();
      if (holdTimer !== null) env.clearTimeout(holdTimer);
      holdTimer = null;
      controller?.abort();
      controller = null;
      unsubscribe();
    },
    get inFlight() {
      return controller ? 1 : 0;
    },
    get failures() {
      return failures;
    },
    get nextDelay() {
      return nextDelay;
    },
  };
}
