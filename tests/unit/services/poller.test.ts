/**
 * The shared poller (src/services/poller.ts) with the settings of both its users: `<biz-live>`
 * (the defaults) and `<biz-comments>` ({@link COMMENTS_POLLING}).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMENTS_POLLING } from '../../../elements/biz-comments/poll.ts';
import { ApiError } from '../../../src/api/errors.ts';
import {
  backoffDelay,
  browserEnv,
  createPoller,
  type PollerEnv,
} from '../../../src/services/poller.ts';
import { manualTimers } from './manual-timers.ts';

/** A manual environment: time moves only with `tick`, visibility only with `setHidden`. */
function manualEnv(random = () => 0.5) {
  const time = manualTimers(5);
  let hidden = false;
  const listeners = new Set<() => void>();
  const env: PollerEnv = {
    clock: { setTimeout: time.clock.setTimeout, clearTimeout: time.clock.clearTimeout },
    random,
    hidden: () => hidden,
    onVisibilityChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    env,
    timers: time.timers,
    listeners,
    get now() {
      return time.now;
    },
    tick: time.tick,
    async setHidden(value: boolean) {
      hidden = value;
      listeners.forEach((l) => l());
      await time.flush();
    },
  };
}

/** A poll whose calls the test settles by hand. */
function controlledPoll() {
  const calls: { resolve: () => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  let inFlight = 0;
  let most = 0;
  const poll = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      inFlight++;
      most = Math.max(most, inFlight);
      const done = () => inFlight--;
      calls.push({
        resolve: () => (done(), resolve()),
        reject: (e) => (done(), reject(e)),
        signal,
      });
    });
  return {
    poll,
    calls,
    get most() {
      return most;
    },
  };
}

describe('backoffDelay', () => {
  it('is the interval when healthy and full jitter under a doubling, capped ceiling after failures', () => {
    expect(backoffDelay(10_000, 0, 300_000, () => 0.99)).toBe(10_000);
    expect(backoffDelay(10_000, 1, 300_000, () => 0.5)).toBe(10_000);
    expect(backoffDelay(10_000, 3, 300_000, () => 0.5)).toBe(40_000);
    expect(backoffDelay(10_000, 3, 300_000, () => 0)).toBe(0);
    expect(backoffDelay(10_000, 10, 300_000, () => 0.999999)).toBe(299_999);
    expect(backoffDelay(10_000, 500, 300_000, () => 0.5)).toBe(150_000);
  });

  it('periods: 2–3 intervals after the first failure, then 4–6, 8–12 …, capped', () => {
    const at = (failures: number, r: number) =>
      backoffDelay(30_000, failures, 600_000, () => r, 'periods');
    expect(at(1, 0)).toBe(60_000);
    expect(at(1, 0.999999)).toBeGreaterThan(89_999);
    expect(at(1, 0.999999)).toBeLessThan(90_000);
    expect([at(2, 0), at(3, 0)]).toEqual([120_000, 240_000]);
    expect(at(4, 0.5)).toBe(500_000); // the ceiling is 10 minutes: 400–600 s
    expect(at(50, 0.999999)).toBeLessThan(600_000);
  });
});

describe('createPoller (the live settings)', () => {
  it('calls at once, then one interval after each answer, never two in flight', async () => {
    const m = manualEnv();
    const p = controlledPoll();
    const s = createPoller({ interval: 10_000, poll: p.poll }, m.env);
    expect(p.calls).toHaveLength(1);
    await m.tick(60_000); // the first call has not answered: nothing else starts
    expect(p.calls).toHaveLength(1);
    s.pollNow(); // while the first is in flight: once more right after it, never alongside
    expect(p.calls).toHaveLength(1);
    p.calls[0]!.resolve();
    await m.tick(0);
    expect(p.calls).toHaveLength(2);
    p.calls[1]!.resolve();
    await m.tick(9_999);
    expect(p.calls).toHaveLength(2);
    await m.tick(1);
    expect(p.calls).toHaveLength(3);
    p.calls[2]!.resolve();
    await m.tick(10_000);
    expect(p.calls).toHaveLength(4);
    expect(p.most).toBe(1);
    s.stop();
  });

  it('waits one interval first when not immediate', async () => {
    const m = manualEnv();
    const p = controlledPoll();
    const s = createPoller({ interval: 500, poll: p.poll, immediate: false }, m.env);
    expect(p.calls).toHaveLength(0);
    await m.tick(500);
    expect(p.calls).toHaveLength(1);
    s.stop();
  });

  it('backs off exponentially with full jitter up to 5 minutes, and resets on success', async () => {
    const m = manualEnv(() => 0.999);
    const p = controlledPoll();
    const errors: number[] = [];
    const s = createPoller(
      { interval: 10_000, poll: p.poll, onError: (_, n) => errors.push(n) },
      m.env,
    );
    const delays: (number | null)[] = [];
    for (let i = 0; i < 7; i++) {
      p.calls.at(-1)!.reject(new Error('down'));
      await m.tick(0);
      delays.push(s.nextDelay);
      await m.tick(s.nextDelay!);
    }
    expect(errors).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(delays).toEqual([19_980, 39_960, 79_920, 159_840, 299_700, 299_700, 299_700]);
    p.calls.at(-1)!.resolve();
    await m.tick(0);
    expect(s.failures).toBe(0);
    expect(s.nextDelay).toBe(10_000);
    s.stop();
  });

  it('pauses while the tab is hidden and calls at once when it is shown again', async () => {
    const m = manualEnv();
    const p = controlledPoll();
    const s = createPoller({ interval: 10_000, poll: p.poll }, m.env);
    p.calls[0]!.resolve();
    await m.setHidden(true);
    await m.tick(120_000);
    expect(p.calls).toHaveLength(1);
    expect(m.timers.size).toBe(0);
    await m.setHidden(false);
    expect(p.calls).toHaveLength(2);
    p.calls[1]!.resolve();
    // Shown again before the timer fired: also an immediate catch-up call.
    await m.tick(3_000);
    await m.setHidden(true);
    await m.setHidden(false);
    expect(p.calls).toHaveLength(3);
    s.stop();
  });

  it('stops for good: aborts the call in flight, clears the timer, drops the listener', async () => {
    const m = manualEnv();
    const p = controlledPoll();
    const s = createPoller({ interval: 1_000, poll: p.poll }, m.env);
    expect(s.inFlight).toBe(1);
    s.stop();
    expect(p.calls[0]!.signal.aborted).toBe(true);
    p.calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await m.tick(60_000);
    expect(p.calls).toHaveLength(1);
    expect(m.timers.size).toBe(0);
    expect(m.listeners.size).toBe(0);
    expect(s.inFlight).toBe(0);
  });

  it('a poll that throws synchronously counts as a failure', async () => {
    const m = manualEnv();
    let n = 0;
    const s = createPoller(
      {
        interval: 1_000,
        poll: () => {
          n++;
          throw new Error('boom');
        },
      },
      m.env,
    );
    await m.tick(0);
    expect(s.failures).toBe(1);
    await m.tick(2_000);
    expect(n).toBeGreaterThanOrEqual(2);
    s.stop();
  });

  it('a failure with Retry-After puts the next poll no earlier, and pollNow waits for it', async () => {
    const m = manualEnv(() => 0);
    const p = controlledPoll();
    const s = createPoller({ interval: 1_000, poll: p.poll }, m.env);
    p.calls[0]!.reject(new ApiError('http', '/live/ajax/1', 'HTTP 429', 429, undefined, 30_000));
    await m.tick(0);
    expect(s.nextDelay).toBe(30_000); // the backoff alone would be 0 (random 0)
    s.pollNow();
    await m.tick(29_999);
    expect(p.calls).toHaveLength(1);
    await m.tick(1);
    expect(p.calls).toHaveLength(2);
    // A later plain failure goes back to the backoff (0 here: the next call comes at once).
    p.calls[1]!.reject(new Error('down'));
    await m.tick(0);
    expect(p.calls).toHaveLength(3);
    s.stop();
  });
});

/** The comments' poller as `<biz-comments>` starts it, on the page's clock and visibility. */
function startPolling(options: {
  interval: number;
  tick: (signal: AbortSignal) => Promise<void>;
  onError?: (error: unknown, failures: number) => void;
  maxDelay?: number;
  random?: () => number;
}) {
  const { tick, random = Math.random, ...rest } = options;
  const poller = createPoller(
    { ...COMMENTS_POLLING, ...rest, poll: tick },
    { ...browserEnv(), random },
  );
  return { now: () => poller.pollNow(), stop: () => poller.stop() };
}

describe('createPoller (the comments settings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete (document as { hidden?: boolean }).hidden;
  });

  it('calls every interval, one call at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const tick = vi.fn(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 250)); // slower than the interval
      inFlight -= 1;
    });
    const poller = startPolling({ interval: 100, tick });
    await vi.advanceTimersByTimeAsync(99);
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(1);
    poller.now(); // in flight: runs right after it, never alongside
    await vi.advanceTimersByTimeAsync(1000);
    expect(most).toBe(1);
    // 100; then at once when it ends (350); then 100 after each 250 ms call (700, 1050).
    expect(tick).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('backs off exponentially with jitter after failures, and resets after a success', async () => {
    let fail = true;
    const starts: number[] = [];
    const tick = vi.fn(async () => {
      starts.push(Date.now());
      if (fail) throw new Error('down');
    });
    const onError = vi.fn();
    const poller = startPolling({ interval: 100, tick, onError, random: () => 0.5 });
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(100 + 250 + 500 + 1000);
    // 100, then 2.5 intervals (2–3), 5 (4–6), 10 (8–12)
    expect(starts.map((t) => t - t0)).toEqual([100, 350, 850, 1850]);
    expect(onError.mock.calls.map((call) => call[1])).toEqual([1, 2, 3, 4]);
    fail = false;
    await vi.advanceTimersByTimeAsync(2000); // 20 intervals (16–24)
    await vi.advanceTimersByTimeAsync(100);
    expect(starts.at(-1)! - starts.at(-2)!).toBe(100);
    poller.stop();
  });

  it('caps the backoff', async () => {
    const tick = vi.fn(async () => {
      throw new Error('down');
    });
    const poller = startPolling({ interval: 1000, tick, maxDelay: 4000, random: () => 0.999 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick.mock.calls.length).toBeGreaterThanOrEqual(14);
    poller.stop();
  });

  it('waits while the tab is hidden and calls as soon as it is shown', async () => {
    const tick = vi.fn(async () => {});
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    const poller = startPolling({ interval: 100, tick });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).not.toHaveBeenCalled();
    delete (document as { hidden?: boolean }).hidden;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('stop aborts the call in flight and ends the timer and the listener', async () => {
    let signal: AbortSignal | undefined;
    const tick = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<void>(() => {});
    });
    const remove = vi.spyOn(document, 'removeEventListener');
    const poller = startPolling({ interval: 10, tick });
    await vi.advanceTimersByTimeAsync(10);
    poller.stop();
    expect(signal?.aborted).toBe(true);
    expect(remove).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failure with Retry-After delays the next call at least that long, now() included', async () => {
    let calls = 0;
    const tick = vi.fn(async () => {
      calls += 1;
      if (calls === 1)
        throw new ApiError('http', '/comments/new', 'HTTP 503', 503, undefined, 5_000);
    });
    const poller = startPolling({ interval: 100, tick, random: () => 0 });
    await vi.advanceTimersByTimeAsync(100);
    expect(tick).toHaveBeenCalledTimes(1);
    poller.now(); // held: the failure at 100 ms said 5 s
    await vi.advanceTimersByTimeAsync(4_999);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    poller.stop();
  });
});
