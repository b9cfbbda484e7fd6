/**
 * The one polite poller of the widgets (docs/behaviour.md#comments, docs/behaviour.md#live):
 * `<biz-comments>` asks POST /comments/new and `<biz-live>` asks /live/ajax/{id} through it.
 *
 * - One call every `interval` ms, counted from the end of the previous call; never two in flight.
 * - Nothing while the tab is hidden: a call that falls due then is made as soon as the tab is
 *   shown again (`catchUpOnShow` also calls at once when the tab comes back while a healthy
 *   pause is counting down).
 * - Exponential backoff with jitter after failures ({@link backoffDelay}), capped at `maxDelay`,
 *   counted from the start of the failed call (a timeout has waited already), back to
 *   `interval` on the first success.
 * - With `spread` (the policy of src/element/retry-policy.ts): `interval` ±10 %
 *   between healthy calls, 0.5–1.5× `interval` for the first pause after failures and (with
 *   `spread: true`) for the very first one, so readers who arrived or recovered in the same
 *   second do not stay together.
 * - A failure that carries `Retry-After` ({@link ApiError.retryAfterMs}, a 429/503) puts the next
 *   call no earlier than that, plus 0–20 % ({@link retryAfterWait}); a {@link Poller.pollNow}
 *   (the retry button) during that time runs as soon as it is over.
 * - `online` during a backoff: the backoff starts over and the next call comes within
 *   `onlineSpread` ms ({@link spreadWait}), not at once: every page sees `online` together.
 * - {@link Poller.stop} ends it for good: the timers are cleared, the call in flight is aborted,
 *   the visibility listener is dropped.
 *
 * Time comes from the injectable clock (src/element/clock.ts), randomness and page visibility
 * from {@link PollerEnv}, so tests and the bench drive it without waiting.
 */
import { ApiError } from '../api/errors.ts';
import { clock, type Clock } from '../element/clock.ts';
import {
  backoffWait,
  firstWait,
  healthyWait,
  retryAfterWait,
  spreadWait,
  type Random,
} from '../element/retry-policy.ts';

/** What the poller needs from the outside world. */
export interface PollerEnv {
  /**
   * Timers; `now` (ms), when given, lets the pause after a failed call count from the call's
   * start (a call that timed out has waited already).
   */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> & Partial<Pick<Clock, 'now'>>;
  /** A number in [0, 1) (the jitter). */
  random(): number;
  /** Whether the page is hidden (a background tab). */
  hidden(): boolean;
  /** Subscribes to visibility changes; returns the unsubscribe function. */
  onVisibilityChange(listener: () => void): () => void;
  /** Subscribes to the browser's `online` event; returns the unsubscribe function. */
  onOnline?(listener: () => void): () => void;
}

/**
 * The page's environment: the shared clock (read when called, so a test's manual clock counts),
 * `Math.random` and `document.visibilityState`.
 */
export const browserEnv = (): PollerEnv => ({
  clock: clock(),
  random: Math.random,
  hidden: () => document.hidden,
  onVisibilityChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  onOnline(listener) {
    addEventListener('online', listener);
    return () => removeEventListener('online', listener);
  },
});

/**
 * How the pause after failures is drawn from the ceiling `min(maxDelay, interval · 2^failures)`:
 * `full` anywhere in `[0, ceiling)` (whole ms), `upper-half` in `[ceiling / 2, ceiling)`.
 */
export type Jitter = 'full' | 'upper-half';

/** Options of {@link createPoller}. */
export interface PollerOptions {
  /** Pause between the end of one call and the start of the next, in ms (at least 1). */
  interval: number;
  /** One call. Rejecting or throwing counts as a failure. The signal aborts on stop. */
  poll: (signal: AbortSignal) => Promise<void>;
  /** After each failure (not after aborts), with the number of failures in a row. */
  onError?: (error: unknown, failures: number) => void;
  /** After each success. */
  onSuccess?: () => void;
  /** Longest pause after failures, in ms. Default 300 000 (5 minutes). */
  maxDelay?: number;
  /** See {@link Jitter}. Default `full`. */
  jitter?: Jitter;
  /** Call at once on start (default) or only after the first interval. */
  immediate?: boolean;
  /**
   * Also call at once when the tab is shown again while a healthy pause counts down (default),
   * or only when a call fell due while it was hidden (false).
   */
  catchUpOnShow?: boolean;
  /**
   * The spread policy: each healthy pause drawn from `interval` ±10 %
   * ({@link healthyWait}), and the first one after failures from 0.5–1.5× `interval`
   * ({@link firstWait}); `true` draws the very first pause (before the first call when not
   * `immediate`, after it otherwise) from 0.5–1.5× as well, `'period'` keeps it exactly
   * `interval`. Default false: exactly `interval` always.
   */
  spread?: boolean | 'period';
  /**
   * After `online` during a backoff, the next call comes within this many ms (uniformly), and
   * the backoff starts over. Default `interval` (the load then is about the healthy load).
   */
  onlineSpread?: number;
}

/** A running poller. */
export interface Poller {
  /**
   * Calls now; if a call is in flight, once more right after it (a reader's «Повторить» during
   * a failing call is not lost); while the tab is hidden, on return; during a Retry-After
   * wait, when it ends.
   */
  pollNow(): void;
  /** Stops for good: timers cleared, call in flight aborted, listener removed. */
  stop(): void;
  /** Calls in flight now (0 or 1). */
  readonly inFlight: number;
  /** Failures in a row. */
  readonly failures: number;
  /** The pause currently scheduled, in ms (null when none is). */
  readonly nextDelay: number | null;
}

/**
 * The pause in ms after `failures` failures in a row: `interval` when healthy, otherwise a random
 * point (by `jitter`, {@link Jitter}) under `min(maxDelay, interval · 2^failures)`, so many
 * readers whose polls failed together do not come back together.
 */
export function backoffDelay(
  interval: number,
  failures: number,
  maxDelay: number,
  random: Random,
  jitter: Jitter = 'full',
): number {
  if (failures <= 0) return interval;
  if (jitter === 'full') return backoffWait(2 * interval, failures, maxDelay, random);
  const ceiling = Math.min(maxDelay, interval * 2 ** Math.min(failures, 30));
  return ceiling / 2 + (random() * ceiling) / 2;
}

/**
 * A healthy pause with `spread` (ms): the first one (`first`; drawn wide with `spread: true`)
 * and the first after failures (`recovered`) from 0.5–1.5× `interval`, so pages that arrived or
 * recovered together drift apart at once; the others `interval` ±10 %.
 */
function healthyPause(
  interval: number,
  spread: true | 'period',
  first: boolean,
  recovered: boolean,
  random: Random,
): number {
  if (recovered || (first && spread === true)) return firstWait(interval, random);
  return first ? interval : healthyWait(interval, random);
}

/** Starts polling; see the module comment. */
export function createPoller(options: PollerOptions, env: PollerEnv = browserEnv()): Poller {
  const { poll, onError, onSuccess, maxDelay = 300_000, jitter = 'full' } = options;
  const { immediate = true, catchUpOnShow = true, spread = false } = options;
  const interval = Math.max(1, options.interval);
  const timers = env.clock;
  let timer: number | null = null;
  let nextDelay: number | null = null;
  let controller: AbortController | null = null;
  let failures = 0;
  let steps = 0; // failures as the backoff counts them: `online` starts it over
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
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    nextDelay = null;
  };
  /**
   * Healthy pauses drawn so far; whether the last call ended a streak of failures; how long the
   * last failed call took (ms: its pause counts from its start).
   */
  let [pauses, recovered, spent] = [0, false, 0];
  const schedule = () => {
    clear();
    if (stopped) return;
    const wait =
      steps === 0 && spread
        ? healthyPause(interval, spread, pauses++ === 0, recovered, env.random)
        : Math.max(0, backoffDelay(interval, steps, maxDelay, env.random, jitter) - spent);
    [spent, recovered] = [0, false];
    nextDelay = retryAfter > 0 ? Math.max(wait, retryAfterWait(retryAfter, env.random)) : wait;
    if (retryAfter > 0) {
      held = true;
      holdTimer = timers.setTimeout(() => {
        holdTimer = null;
        held = false;
        if (wanted) {
          wanted = false;
          run();
        }
      }, retryAfter);
    }
    retryAfter = 0;
    arm(nextDelay);
  };
  /** The next call in `ms`. */
  const arm = (ms: number) => {
    if (timer !== null) timers.clearTimeout(timer);
    nextDelay = ms;
    timer = timers.setTimeout(() => {
      timer = null;
      nextDelay = null;
      run();
    }, ms);
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
    const started = timers.now?.() ?? 0;
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
          recovered = failures > 0;
          failures = 0;
          steps = 0;
          onSuccess?.();
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          failures += 1;
          steps += 1;
          spent = (timers.now?.() ?? 0) - started;
          if (error instanceof ApiError && error.retryAfterMs) retryAfter = error.retryAfterMs;
          onError?.(error, failures);
        },
      )
      .finally(() => {
        if (controller === current) controller = null;
        if (stopped) return;
        schedule();
        if (queued && !held) {
          queued = false;
          run();
        }
      });
  };
  /** A `pollNow()` asked for while a call was in flight: it runs as soon as that call ends. */
  let queued = false;
  const pollNow = () => {
    if (controller && !stopped) {
      queued = true;
      return;
    }
    run();
  };
  const onVisibility = () => {
    if (stopped || env.hidden()) return;
    // Catch up at once, unless a backoff after failures is counting down.
    if (missed || (catchUpOnShow && timer !== null && failures === 0)) {
      missed = false;
      run();
    }
  };
  /** Back online during a backoff: start it over, and call within `onlineSpread` ms. */
  const onOnline = () => {
    if (stopped || held || controller || timer === null || steps === 0) return;
    steps = 0;
    arm(spreadWait(env.random, options.onlineSpread ?? interval));
  };
  const unsubscribe = env.onVisibilityChange(onVisibility);
  const unsubscribeOnline = env.onOnline?.(onOnline);
  if (immediate) run();
  else schedule();

  return {
    pollNow,
    stop() {
      if (stopped) return;
      stopped = true;
      clear();
      if (holdTimer !== null) timers.clearTimeout(holdTimer);
      holdTimer = null;
      controller?.abort();
      controller = null;
      unsubscribe();
      unsubscribeOnline?.();
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
