/**
 * The retry and scheduling policy (src/element/retry-policy.ts, docs/operations.md), as the poller,
 * `<biz-live>` and the autoloader's retries apply it, on an injectable clock and random source.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { chunkRetries, ONLINE_SPREAD_MS } from '../../../src/autoloader-retry.ts';
import { createPoller, type PollerEnv } from '../../../src/services/poller.ts';
import { COMMENTS_POLLING } from '../../../elements/biz-comments/poll.ts';
import { manualTimers } from '../services/manual-timers.ts';
import {
  backoffCeiling,
  backoffWait,
  firstWait,
  healthyWait,
  retryAfterWait,
  seededRandom,
  spreadWait,
} from '../../../src/element/retry-policy.ts';
import {
  LIVE_MIN_INTERVAL_MS,
  liveInterval,
  livePolling,
} from '../../../elements/biz-live/polling.ts';

/** Draws `fn(random)` for random = 0, 0.5, just under 1 and a thousand seeded values. */
function range(fn: (random: () => number) => number): { min: number; max: number; mid: number } {
  const values = [0, 0.999999, ...Array.from({ length: 1000 }, seededRandom(1))].map((r) =>
    fn(() => r),
  );
  return { min: Math.min(...values), max: Math.max(...values), mid: fn(() => 0.5) };
}

describe('the policy: how long to wait', () => {
  it('a healthy pause is the interval ±10 %', () => {
    expect(range((r) => healthyWait(10_000, r))).toEqual({ min: 9_000, max: 11_000, mid: 10_000 });
  });

  it('the first pause is 0.5–1.5× the interval', () => {
    expect(range((r) => firstWait(10_000, r))).toEqual({ min: 5_000, max: 15_000, mid: 10_000 });
  });

  it('after failures: full jitter under a doubling ceiling, capped', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffCeiling(1_000, n, 20_000))).toEqual([
      0, 1_000, 2_000, 4_000, 8_000, 20_000,
    ]);
    const third = range((r) => backoffWait(1_000, 3, 20_000, r));
    expect(third.min).toBe(0);
    expect(third.max).toBe(3_999);
    expect(range((r) => backoffWait(1_000, 50, 20_000, r)).max).toBe(19_999);
  });

  it('Retry-After is a minimum, with 0–20 % added', () => {
    expect(range((r) => retryAfterWait(30_000, r))).toEqual({
      min: 30_000,
      max: 36_000,
      mid: 33_000,
    });
  });

  it('the retry after `online` comes within the spread, not at once for everyone', () => {
    const waits = Array.from({ length: 1000 }, seededRandom(2)).map((r) =>
      spreadWait(() => r, 5_000),
    );
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...waits)).toBeLessThan(5_000);
    // Spread, not bunched: every second of the five gets about a fifth.
    const perSecond = [0, 1, 2, 3, 4].map((s) => waits.filter((w) => Math.floor(w / 1000) === s));
    for (const second of perSecond) expect(second.length).toBeGreaterThan(150);
  });

  it('a seeded random source repeats itself, in [0, 1)', () => {
    const a = Array.from({ length: 5 }, seededRandom(27));
    expect(Array.from({ length: 5 }, seededRandom(27))).toEqual(a);
    expect(Array.from({ length: 5 }, seededRandom(28))).not.toEqual(a);
    expect(Array.from({ length: 10_000 }, seededRandom(3)).every((r) => r >= 0 && r < 1)).toBe(
      true,
    );
  });
});

describe('<biz-live> interval', () => {
  it('is at least 10 s; longer ones are kept', () => {
    expect(LIVE_MIN_INTERVAL_MS).toBe(10_000);
    expect([40, 500, 9_999, 10_000, 15_000, 60_000].map(liveInterval)).toEqual([
      10_000, 10_000, 10_000, 10_000, 15_000, 60_000,
    ]);
  });

  it('backs off under at most two periods, so a reader never waits minutes after recovery', () => {
    expect(livePolling(10_000, true)).toMatchObject({
      interval: 10_000,
      spread: true,
      jitter: 'full',
      maxDelay: 20_000,
    });
  });
});

/** A poller environment whose time moves only with `tick`; `online()` fires the event. */
function manualEnv(random: () => number) {
  const time = manualTimers(6);
  const onlineListeners = new Set<() => void>();
  const env: PollerEnv = {
    clock: time.clock,
    random,
    hidden: () => false,
    onVisibilityChange: () => () => undefined,
    onOnline(listener) {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
  };
  return {
    env,
    get now() {
      return time.now;
    },
    tick: time.tick,
    async online() {
      onlineListeners.forEach((l) => l());
      await time.flush();
    },
  };
}

/** A poll the test answers: `next` says how the following calls end. */
function server(m: { now: number }) {
  const at: number[] = [];
  let next: () => Promise<void> = () => Promise.resolve();
  return {
    at,
    answer(fn: () => Promise<void>) {
      next = fn;
    },
    poll: () => {
      at.push(m.now);
      return next();
    },
  };
}

const down = () => Promise.reject(new ApiError('http', '/live/ajax/1', 'HTTP 503', 503));

describe('the poller on the policy', () => {
  it('spread: the first pause 0.5–1.5×, then ±10 %; readers who arrive together drift apart', async () => {
    const firsts: number[] = [];
    const seconds: number[] = [];
    const random = seededRandom(5);
    for (let i = 0; i < 50; i++) {
      const m = manualEnv(random);
      const s = server(m);
      const p = createPoller({ ...livePolling(10_000, true), poll: s.poll }, m.env);
      await m.tick(40_000);
      p.stop();
      firsts.push(s.at[1]! - s.at[0]!);
      seconds.push(s.at[2]! - s.at[1]!);
    }
    expect(Math.min(...firsts)).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...firsts)).toBeLessThanOrEqual(15_000);
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(8_000); // spread wide
    expect(Math.min(...seconds)).toBeGreaterThanOrEqual(9_000);
    expect(Math.max(...seconds)).toBeLessThanOrEqual(11_000);
  });

  it('Retry-After: no call before it is over, and at most 20 % after', async () => {
    for (const r of [0, 0.5, 0.99]) {
      const m = manualEnv(() => r);
      const s = server(m);
      s.answer(() =>
        Promise.reject(new ApiError('http', '/live/ajax/1', 'HTTP 503', 503, undefined, 30_000)),
      );
      const p = createPoller({ ...livePolling(10_000, true), poll: s.poll }, m.env);
      await m.tick(0);
      s.answer(() => Promise.resolve());
      await m.tick(29_999);
      expect(s.at).toEqual([0]);
      await m.tick(6_001);
      expect(s.at[1]).toBe(Math.ceil(30_000 * (1 + 0.2 * r)));
      p.stop();
    }
  });

  it('a success ends the backoff: the next pause is a healthy one, drawn wide', async () => {
    const m = manualEnv(() => 0.999);
    const s = server(m);
    s.answer(down);
    const p = createPoller({ ...livePolling(10_000, true), poll: s.poll }, m.env);
    await m.tick(60_000);
    expect(p.failures).toBeGreaterThan(2);
    s.answer(() => Promise.resolve());
    await m.tick(20_000); // the pending backoff (under 20 s) ends with a success
    expect(p.failures).toBe(0);
    expect(p.nextDelay).toBe(firstWait(10_000, () => 0.999));
    p.stop();
  });

  it('`online` during a backoff: the backoff starts over and the call comes within the spread', async () => {
    const m = manualEnv(() => 0.5);
    const s = server(m);
    s.answer(() => Promise.reject(new ApiError('network', '/comments/new', 'Failed to fetch')));
    // The comments' long backoff: 60–90 s, 2–3 min, 4–6 min … up to 10 minutes.
    const p = createPoller({ ...COMMENTS_POLLING, interval: 30_000, poll: s.poll }, m.env);
    await m.tick(300_000);
    const calls = s.at.length;
    expect(p.nextDelay).toBeGreaterThan(100_000);
    s.answer(() => Promise.resolve());
    await m.online();
    expect(p.nextDelay).toBe(15_000); // within one period (random 0.5), not minutes
    await m.tick(15_000);
    expect(s.at).toHaveLength(calls + 1);
    expect(p.failures).toBe(0);
    p.stop();
  });

  it('`online` when healthy or during Retry-After changes nothing', async () => {
    const m = manualEnv(() => 0.5);
    const s = server(m);
    const p = createPoller({ interval: 10_000, poll: s.poll }, m.env);
    await m.tick(0);
    await m.online();
    expect(p.nextDelay).toBe(10_000);
    s.answer(() =>
      Promise.reject(new ApiError('http', '/live/ajax/1', 'HTTP 503', 503, undefined, 60_000)),
    );
    await m.tick(10_000);
    await m.online();
    await m.tick(59_999);
    expect(s.at).toHaveLength(2); // the server asked for a minute: still waiting
    p.stop();
  });

  it('the pause after a call that timed out counts from its start', async () => {
    const m = manualEnv(() => 0.5);
    const s = server(m);
    // A call that fails after 15 s (the client's timeout).
    s.answer(
      () =>
        new Promise((_, reject) =>
          m.env.clock.setTimeout(
            () => reject(new ApiError('timeout', '/live/ajax/1', 'timed out')),
            15_000,
          ),
        ),
    );
    const p = createPoller({ ...livePolling(10_000, true), poll: s.poll }, m.env);
    await m.tick(15_000);
    // Backoff 0.5 · 20 s = 10 s from the start: the call started 15 s ago, so the next is now.
    expect(s.at).toEqual([0, 15_000]);
    p.stop();
  });
});

describe("the autoloader's chunk retries", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A page whose chunks `missing` fail; `online` says what navigator.onLine says. */
  function page(missing: Set<string>, nav = { onLine: true }) {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.stubGlobal('navigator', nav);
    const asked: [number, string][] = [];
    const start = Date.now();
    const retries = chunkRetries((name) => load(name));
    const load = (name: string) => {
      asked.push([Date.now() - start, name]);
      if (missing.has(name)) retries.failed(name);
      else retries.loaded(name);
    };
    return { asked, retries, load };
  }

  it('tries one failed chunk at a time, under 1 s, then every 30 s ±20 % five times, then every 5 min; the rest once it arrives', async () => {
    const missing = new Set(['a', 'b', 'c']);
    const p = page(missing);
    ['a', 'b', 'c'].forEach(p.load);
    await vi.advanceTimersByTimeAsync(500 + 5 * 30_000);
    expect(p.asked.slice(3)).toEqual([
      [500, 'a'],
      [30_500, 'a'],
      [60_500, 'a'],
      [90_500, 'a'],
      [120_500, 'a'],
      [150_500, 'a'],
    ]);
    missing.clear();
    await vi.advanceTimersByTimeAsync(300_000 - 1);
    expect(p.asked).toHaveLength(9); // the next wait: 5 min (4–6), at 0.5
    await vi.advanceTimersByTimeAsync(1);
    expect(p.asked.slice(9)).toEqual([
      [450_500, 'a'],
      [450_500, 'b'],
      [450_500, 'c'],
    ]);
  });

  it('the waits of the 30 s retries stay within 24–36 s', async () => {
    for (const [r, wait] of [
      [0, 24_000],
      [0.999, 35_988],
    ] as const) {
      const p = page(new Set(['a']));
      vi.spyOn(Math, 'random').mockReturnValue(r);
      p.load('a');
      await vi.advanceTimersByTimeAsync(1_000 + 36_000);
      expect(p.asked.map(([at]) => at)).toEqual([0, 1_000 * r, 1_000 * r + wait]);
      vi.useRealTimers();
    }
  });

  it('`online` retries within 70 s what failed offline, and leaves a deploy’s 404 to the backoff', async () => {
    const nav = { onLine: false };
    const missing = new Set(['a']);
    const p = page(missing, nav);
    p.load('a');
    await vi.advanceTimersByTimeAsync(20_000);
    const before = p.asked.length;
    nav.onLine = true;
    missing.clear();
    p.retries.online();
    await vi.advanceTimersByTimeAsync(0.5 * ONLINE_SPREAD_MS - 1);
    expect(p.asked).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.asked).toHaveLength(before + 1);

    // Failed while online (a 404): `online` is no reason to ask again.
    missing.add('b');
    const from = p.asked.at(-1)![0] + 1_000;
    await vi.advanceTimersByTimeAsync(1_000);
    p.load('b');
    await vi.advanceTimersByTimeAsync(1_000);
    const then = p.asked.length;
    p.retries.online();
    await vi.advanceTimersByTimeAsync(ONLINE_SPREAD_MS);
    // Only the backoff's own retries: 30 s after the first (at 0.5 s), and 30 s later.
    expect(p.asked.slice(then).map(([at, name]) => [at - from, name])).toEqual([
      [30_500, 'b'],
      [60_500, 'b'],
    ]);
  });
});
