/**
 * The polite poller of `<biz-comments>` and `<biz-live>` (docs/behaviour.md#comments): a call every
 * `interval` ms after the last ends, never two at once, none in a hidden tab; after failures a
 * jittered backoff, `Retry-After` as a minimum, one call spread after `online`.
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

/** Timers (`now` makes a pause count from the failed call's start), random [0,1), visibility. */
export interface PollerEnv {
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> & Partial<Pick<Clock, 'now'>>;
  random(): number;
  hidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  onOnline?(listener: () => void): () => void;
}

/** The page's environment; the shared clock is read now, so a test's clock counts. */
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
 * The pause after failures under `c = min(maxDelay, interval · 2^failures)`: `full` in [0, c),
 * `upper-half` in [c/2, c); `periods` 2–3 periods, then 4–6 …
 */
export type Jitter = 'full' | 'upper-half' | 'periods';

/** Options of {@link createPoller}. */
export interface PollerOptions {
  /** Pause between the end of one call and the start of the next, in ms (at least 1). */
  interval: number;
  /** One call: a rejection is a failure (`onError`); the signal aborts on stop. */
  poll: (signal: AbortSignal) => Promise<void>;
  onError?: (error: unknown, failures: number) => void;
  onSuccess?: () => void;
  /** Longest pause after failures, in ms. Default 300 000. */
  maxDelay?: number;
  jitter?: Jitter;
  /** Call at once on start (default), or only after the first pause. */
  immediate?: boolean;
  /** Also call at once when the tab is shown during a healthy pause (default true). */
  catchUpOnShow?: boolean;
  /** Healthy pauses ±10 %, the first after failures (and with `true` the very first) 0.5–1.5×. */
  spread?: boolean | 'period';
  /** The next call comes within this many ms of `online` in a backoff. Default `interval`. */
  onlineSpread?: number;
}

/** A running poller. */
export interface Poller {
  /** Calls now, or when allowed: after the call in flight, the tab shown, or `Retry-After`. */
  pollNow(): void;
  /** Stops for good: timers cleared, call in flight aborted, listeners removed. */
  stop(): void;
  readonly inFlight: number;
  readonly failures: number;
  /** The pause now scheduled, in ms, or null. */
  readonly nextDelay: number | null;
}

/** The pause in ms after `failures` failures in a row: `interval` if none, else by `jitter`. */
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

class PollerImpl implements Poller {
  readonly #options: PollerOptions;
  readonly #env: PollerEnv;
  readonly #interval: number;
  #timer: number | null = null;
  #nextDelay: number | null = null;
  #controller: AbortController | null = null;
  #failures = 0;
  /** Failures as the backoff counts them: `online` starts it over. */
  #steps = 0;
  #stopped = false;
  /** A call fell due while the tab was hidden: made when it is shown. */
  #missed = false;
  /** The last failure's Retry-After, in ms. */
  #retryAfter = 0;
  /** A Retry-After counting down: nothing calls before it ends. */
  #holdTimer: number | null = null;
  /** `pollNow()` during the hold or a call: run when it ends. */
  #wanted = false;
  #queued = false;
  #pauses = 0;
  #recovered = false;
  /** How long the last failed call took, in ms. */
  #spent = 0;
  readonly #unsubscribe: () => void;

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

  #clear(): void {
    if (this.#timer !== null) this.#env.clock.clearTimeout(this.#timer);
    this.#timer = null;
    this.#nextDelay = null;
  }

  /** Draws the pause after the call that ended and schedules the next. */
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

  /** Holds every call for the server's Retry-After (`ms`). */
  #hold(ms: number): void {
    this.#holdTimer = this.#env.clock.setTimeout(() => {
      this.#holdTimer = null;
      if (this.#wanted) {
        this.#wanted = false;
        this.#run();
      }
    }, ms);
  }

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
    if (this.#env.hidden()) this.#missed = true;
    else this.#call();
  }

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

  /** The tab was shown: catch up now, unless a backoff is counting down. */
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

  pollNow(): void {
    if (this.#controller && !this.#stopped) this.#queued = true;
    else this.#run();
  }

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

  get inFlight(): number {
    return this.#controller ? 1 : 0;
  }

  get failures(): number {
    return this.#failures;
  }

  get nextDelay(): number | null {
    return this.#nextDelay;
  }
}

/** Starts polling; `env` defaults to the page's. */
export function createPoller(options: PollerOptions, env: PollerEnv = browserEnv()): Poller {
  return new PollerImpl(options, env);
}
