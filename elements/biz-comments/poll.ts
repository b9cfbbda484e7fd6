/**
 * A polite poller for POST /comments/new (docs/behaviour.md#comments): one call every `interval` ms, none while the
 * tab is hidden (it catches up as soon as the tab is shown again), exponential backoff with jitter
 * after failures, never two calls in flight, and a clean stop that aborts the call in flight.
 * A failure that carries `Retry-After` ({@link ApiError.retryAfterMs}) puts the next call no
 * earlier than that; a `now()` (the retry button) during that time runs as soon as it is over.
 */
import { ApiError } from '../../src/api/errors.ts';

/** Options of {@link startPolling}. */
export interface PollOptions {
  /** Pause between two calls, in ms. */
  interval: number;
  /** One call; rejecting counts as a failure. Gets a signal aborted on stop. */
  tick: (signal: AbortSignal) => Promise<void>;
  /** Called after each failed call with the error and the failure count of this streak. */
  onError?: (error: unknown, failures: number) => void;
  /** Longest pause after failures, in ms (default 10 minutes). */
  maxDelay?: number;
  /** A number in [0, 1) for the jitter (injectable for tests). */
  random?: () => number;
}

/** A running poller. */
export interface Poller {
  /** Calls now unless a call is in flight (a "check now" button). */
  now(): void;
  /** Stops for good: clears the timer, aborts the call in flight, drops the listener. */
  stop(): void;
}

/** Starts polling; the first call comes after one `interval`. */
export function startPolling(options: PollOptions): Poller {
  const { interval, tick, onError, maxDelay = 600_000, random = Math.random } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let failures = 0;
  let stopped = false;
  let waiting = false;
  /** The server's Retry-After of the last failure, in ms (0: none). */
  let retryAfter = 0;
  /** True while a Retry-After is counting down: `now()` does not cut it short. */
  let held = false;
  /** A `now()` asked for during the hold: it runs as soon as the hold ends. */
  let wanted = false;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    const backoff = Math.min(maxDelay, interval * 2 ** failures);
    // Full interval when healthy; after failures, a random point in the upper half of the backoff.
    const delay = failures === 0 ? interval : backoff / 2 + (random() * backoff) / 2;
    if (retryAfter > 0) {
      held = true;
      holdTimer = setTimeout(() => {
        holdTimer = undefined;
        held = false;
        if (wanted) {
          wanted = false;
          run();
        }
      }, retryAfter);
    }
    timer = setTimeout(run, Math.max(delay, retryAfter));
    retryAfter = 0;
  };
  const run = () => {
    if (held) {
      wanted = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    if (stopped || inFlight) return;
    if (document.hidden) {
      waiting = true;
      return;
    }
    const controller = (inFlight = new AbortController());
    tick(controller.signal)
      .then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          failures += 1;
          if (error instanceof ApiError && error.retryAfterMs) retryAfter = error.retryAfterMs;
          onError?.(error, failures);
        },
      )
      .finally(() => {
        inFlight = null;
        if (!stopped) schedule();
      });
  };
  const onVisibility = () => {
    if (!document.hidden && waiting) {
      waiting = false;
      run();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return {
    now: run,
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(holdTimer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
