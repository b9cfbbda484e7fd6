/**
 * The one retry and scheduling policy of the widgets (docs/operations.md): how long
 * everything that waits and tries again waits, so that a million readers who arrive, fail or
 * come back online together do not call together.
 *
 * - Healthy period: `interval` ±10 % ({@link healthyWait}); the first wait of a poller that did
 *   not call on start, 0.5–1.5× `interval` ({@link firstWait}).
 * - After failures: full jitter, anywhere in `[0, min(cap, base · 2^(failures − 1)))`
 *   ({@link backoffWait}); new comments wait in the top third of that ceiling with a base of
 *   three periods instead (2–3 periods, then 4–6 …: the poller's `periods` jitter), so an outage
 *   of up to two periods costs one call per reader.
 * - `Retry-After`: honoured as a minimum, with 0–20 % added ({@link retryAfterWait}).
 * - `online` or a tab shown again during a backoff: one retry spread over
 *   `[0, spread)` ({@link spreadWait}) instead of at once, and the backoff starts over.
 *
 * Pure functions of their inputs and a random source in [0, 1), so tests and `npm run sim`
 * drive them on a fake clock with a seeded random ({@link seededRandom}). The autoloader keeps
 * its own small retry rules (src/autoloader-retry.ts: after the first retry, a steady 30 s
 * ±20 % that heals a deploy's short 404 fast at a bounded cost, and a wide spread after
 * `online`) so that it stays within its size budget.
 */

/** A number in [0, 1) (`Math.random` on the page; {@link seededRandom} in tests and the sim). */
export type Random = () => number;

/** The healthy period varies by this fraction either way (±10 %). */
const PERIOD_JITTER = 0.1;
/** A `Retry-After` wait gets up to this fraction added (0–20 %). */
const RETRY_AFTER_EXTRA = 0.2;
/** Default spread of the retry after `online` or a tab shown again (ms): 0–5 s. */
const ONLINE_SPREAD_MS = 5_000;

/**
 * The pause between two healthy calls: `interval` · (1 ± {@link PERIOD_JITTER}), whole ms.
 * `random` 0.5 gives exactly `interval`.
 */
export function healthyWait(interval: number, random: Random): number {
  return Math.round(interval * (1 + PERIOD_JITTER * (2 * random() - 1)));
}

/**
 * The first wait of a poller that does not call on start (readers who arrived in the same second
 * spread over a whole period): `interval` · (0.5 … 1.5), whole ms. `random` 0.5 gives `interval`.
 */
export function firstWait(interval: number, random: Random): number {
  return Math.round(interval * (0.5 + random()));
}

/**
 * The ceiling of the pause after `failures` failures in a row (1-based): `base` · 2^(failures−1),
 * at most `cap` (ms). `failures` ≤ 0 gives 0.
 */
export function backoffCeiling(base: number, failures: number, cap: number): number {
  if (failures <= 0) return 0;
  return Math.min(cap, base * 2 ** Math.min(failures - 1, 30));
}

/**
 * The pause after `failures` failures in a row, full jitter: a whole number of ms in
 * `[0, backoffCeiling(base, failures, cap))`.
 */
export function backoffWait(base: number, failures: number, cap: number, random: Random): number {
  return Math.floor(random() * backoffCeiling(base, failures, cap));
}

/**
 * The pause after an answer that said `Retry-After: retryAfterMs`: at least that, plus 0–20 %
 * (readers told the same wait do not come back in the same second). Whole ms.
 */
export function retryAfterWait(retryAfterMs: number, random: Random): number {
  return Math.ceil(retryAfterMs * (1 + RETRY_AFTER_EXTRA * random()));
}

/**
 * The wait before the one retry made when the browser comes back online or the tab is shown
 * again: anywhere in `[0, spread)` ms, so pages that all saw the event at once do not call at
 * once.
 */
export function spreadWait(random: Random, spread = ONLINE_SPREAD_MS): number {
  return Math.floor(random() * spread);
}

/**
 * A small seeded random source in [0, 1) (mulberry32): the same `seed` gives the same sequence,
 * so the sim and tests are repeatable. Not for anything secret.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
