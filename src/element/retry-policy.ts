/** The retry policy (docs/operations.md): readers who fail or come back together spread out. */

/** A number in [0, 1): `Math.random`, or {@link seededRandom} in tests and the sim. */
export type Random = () => number;

const PERIOD_JITTER = 0.1;
const RETRY_AFTER_EXTRA = 0.2;
const ONLINE_SPREAD_MS = 5_000;

/** The pause between two healthy calls: `interval` ±10 %, whole ms (`random` 0.5: `interval`). */
export function healthyWait(interval: number, random: Random): number {
  return Math.round(interval * (1 + PERIOD_JITTER * (2 * random() - 1)));
}

/** A first wait spread over a whole period: `interval` · (0.5 … 1.5), whole ms. */
export function firstWait(interval: number, random: Random): number {
  return Math.round(interval * (0.5 + random()));
}

/** The ceiling of the pause after `failures` failures: `base` · 2^(failures−1) ≤ `cap`, or 0. */
export function backoffCeiling(base: number, failures: number, cap: number): number {
  if (failures <= 0) return 0;
  return Math.min(cap, base * 2 ** Math.min(failures - 1, 30));
}

/** The pause after `failures` failures, full jitter: whole ms in [0, {@link backoffCeiling}). */
export function backoffWait(base: number, failures: number, cap: number, random: Random): number {
  return Math.floor(random() * backoffCeiling(base, failures, cap));
}

/** The pause after `Retry-After: retryAfterMs`: that plus 0–20 %, whole ms, so readers spread. */
export function retryAfterWait(retryAfterMs: number, random: Random): number {
  return Math.ceil(retryAfterMs * (1 + RETRY_AFTER_EXTRA * random()));
}

/** The wait before the retry after `online` or a tab shown: [0, `spread`) ms (default 5 s). */
export function spreadWait(random: Random, spread = ONLINE_SPREAD_MS): number {
  return Math.floor(random() * spread);
}

/** A seeded random source in [0, 1) (mulberry32), for repeatable tests; not for secrets. */
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
