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
  backoffCeiling,
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
 * How the pause after failures is drawn: `full` anywhere in `[0, ceiling)` (whole ms) and
 * `upper-half` in `[ceiling / 2, ceiling)`, with the ceiling `min(maxDelay, interval ·
 * 2^failures)`; `periods` counts in periods: 2–3 after the first failure, 4–6 after the
 * second, 8–12 after the third … (`[2 · ceiling / 3, ceiling)` with the ceiling
 * `min(maxDelay, 3 · interval · 2^(failures − 1))`), so a page that found the server failing
 * makes no second call during an outage of up to two periods, and comes back within three.
 */
export type Jitter = 'full' | 'upper-half' | 'periods';

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
 * point under a ceiling that doubles with each failure, at most `maxDelay` (by `jitter`:
 * {@link Jitter}), so many readers whose polls failed together do not come back together.
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
  if (jitter === 'periods') {
    return (backoffCeiling(3 * interval, failures, maxDelay) * (2 + random())) / 3;
  }
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

/**
 * A running poller (see the module comment): its timers, the call in flight, the failure counts
 * and its listeners are private fields, and each step is a method. Started by its constructor;
 * {@link createPoller} makes one.
 */
class PollerImpl implements Poller {
  readonly #options: PollerOptions;
  readonly #env: PollerEnv;
  /** The pause between healthy calls, in ms (at least 1). */
  readonly #interval: number;
  /** The timer of the next call, and its pause in ms (null: none is scheduled). */
  #timer: number | null = null;
  #nextDelay: number | null = null;
  /** The call in flight (null: none). */
  #controller: AbortController | null = null;
  #failures = 0;
  /** Failures as the backoff counts them: `online` starts it over. */
  #steps = 0;
  #stopped = false;
  /** A call fell due while the tab was hidden: it is made when the tab is shown. */
  #missed = false;
  /** The server's Retry-After of the last failure, in ms (0: none). */
  #retryAfter = 0;
  /** The timer of a Retry-After counting down (null: none): nothing calls before it ends. */
  #holdTimer: number | null = null;
  /** A `pollNow()` asked for during the hold: it runs as soon as the hold ends. */
  #wanted = false;
  /** A `pollNow()` asked for while a call was in flight: it runs as soon as that call ends. */
  #queued = false;
  /** Healthy pauses drawn so far. */
  #pauses = 0;
  /** Whether the last call ended a streak of failures. */
  #recovered = false;
  /** How long the last failed call took, in ms: its pause counts from its start. */
  #spent = 0;
  /** Drops the visibility and `online` listeners. */
  readonly #unsubscribe: () => void;

  /** Subscribes to visibility and `online`, and calls at once or schedules the first call. */
  constructor(options: PollerOptions, env: PollerEnv) {
    this.#options = options;
    this.#env = env;
    this.#interval = Math.max(1, options.interval);
    const offVisibility = env.onVisibilityChange(() => this.#shown());
    const offOnline = env.onOnline?.(() => this.#online());
    this.#unsubscribe = () => {
      offVisibility();
      offOnline?.();
    };
    if (options.immediate !== false) this.#run();
    else this.#schedule();
  }

  /** Cancels the timer of the next call. */
  #clear(): void {
    if (this.#timer !== null) this.#env.clock.clearTimeout(this.#timer);
    this.#timer = null;
    this.#nextDelay = null;
  }

  /** Draws the pause after the call that just ended (ms), and schedules the next call. */
  #schedule(): void {
    this.#clear();
    if (this.#stopped) return;
    const { maxDelay = 300_000, jitter, spread } = this.#options;
    const { random } = this.#env;
    const interval = this.#interval;
    const wait =
      this.#steps === 0 && spread
        ? healthyPause(interval, spread, this.#pauses++ === 0, this.#recovered, random)
        : Math.max(0, backoffDelay(interval, this.#steps, maxDelay, random, jitter) - this.#spent);
    const retryAfter = this.#retryAfter;
    this.#spent = this.#retryAfter = 0;
    this.#recovered = false;
    const delay = retryAfter > 0 ? Math.max(wait, retryAfterWait(retryAfter, random)) : wait;
    if (retryAfter > 0) this.#hold(retryAfter);
    this.#arm(delay);
  }

  /** Holds every call for the server's Retry-After (`ms`); one asked for meanwhile runs then. */
  #hold(ms: number): void {
    this.#holdTimer = this.#env.clock.setTimeout(() => {
      this.#holdTimer = null;
      if (this.#wanted) {
        this.#wanted = false;
        this.#run();
      }
    }, ms);
  }

  /** Schedules the next call in `ms`. */
  #arm(ms: number): void {
    this.#clear();
    this.#nextDelay = ms;
    this.#timer = this.#env.clock.setTimeout(() => {
      this.#timer = null;
      this.#nextDelay = null;
      this.#run();
    }, ms);
  }

  /** Calls now, unless held, stopped, in flight or hidden (then on return). */
  #run(): void {
    if (this.#holdTimer !== null) {
      this.#wanted = true;
      return;
    }
    if (this.#stopped || this.#controller) return;
    this.#clear();
    // Nothing while hidden; the visibility listener calls at once when the tab comes back.
    if (this.#env.hidden()) this.#missed = true;
    else this.#call();
  }

  /** Makes one call; when it has ended, schedules the next (and runs one asked for meanwhile). */
  #call(): void {
    const { poll, onSuccess, onError } = this.#options;
    const clock = this.#env.clock;
    const started = clock.now?.() ?? 0;
    const current = (this.#controller = new AbortController());
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
          this.#recovered = this.#failures > 0;
          this.#failures = this.#steps = 0;
          onSuccess?.();
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          this.#failures += 1;
          this.#steps += 1;
          this.#spent = (clock.now?.() ?? 0) - started;
          if (error instanceof ApiError && error.retryAfterMs)
            this.#retryAfter = error.retryAfterMs;
          onError?.(error, this.#failures);
        },
      )
      .finally(() => {
        if (this.#controller === current) this.#controller = null;
        if (this.#stopped) return;
        this.#schedule();
        if (this.#queued && this.#holdTimer === null) {
          this.#queued = false;
          this.#run();
        }
      });
  }

  /** The tab was shown: catch up at once, unless a backoff after failures is counting down. */
  #shown(): void {
    if (this.#stopped || this.#env.hidden()) return;
    if (
      this.#missed ||
      (this.#options.catchUpOnShow !== false && this.#timer !== null && !this.#failures)
    ) {
      this.#missed = false;
      this.#run();
    }
  }

  /** Back online during a backoff: start it over, and call within `onlineSpread` ms. */
  #online(): void {
    if (this.#stopped || this.#holdTimer !== null || this.#controller) return;
    if (this.#timer === null || this.#steps === 0) return;
    this.#steps = 0;
    this.#arm(spreadWait(this.#env.random, this.#options.onlineSpread ?? this.#interval));
  }

  /** See {@link Poller.pollNow}. */
  pollNow(): void {
    if (this.#controller && !this.#stopped) this.#queued = true;
    else this.#run();
  }

  /** See {@link Poller.stop}. */
  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#clear();
    if (this.#holdTimer !== null) this.#env.clock.clearTimeout(this.#holdTimer);
    this.#holdTimer = null;
    this.#controller?.abort();
    this.#controller = null;
    this.#unsubscribe();
  }

  /** Calls in flight now (0 or 1). */
  get inFlight(): number {
    return this.#controller ? 1 : 0;
  }

  /** Failures in a row. */
  get failures(): number {
    return this.#failures;
  }

  /** The pause currently scheduled, in ms (null when none is). */
  get nextDelay(): number | null {
    return this.#nextDelay;
  }
}

/** Starts polling; see the module comment. */
export function createPoller(options: PollerOptions, env: PollerEnv = browserEnv()): Poller {
  return new PollerImpl(options, env);
}
