/**
 * How `<biz-live>` polls POST /live/ajax/{id} (docs/behaviour.md#live, docs/operations.md) with
 * the shared poller (src/services/poller.ts) and the spread policy of src/element/retry-policy.ts: the period is at
 * least {@link LIVE_MIN_INTERVAL_MS}, the first pause is drawn from 0.5–1.5× the period and later
 * ones from ±10 %, and the backoff after failures is capped at two periods, so a reader sees the
 * feed move within seconds of the server's recovery, not minutes.
 */
import type { PollerOptions } from '../../src/services/poller.ts';

/** The shortest period `interval` may ask for (ms); shorter values are raised to it. */
export const LIVE_MIN_INTERVAL_MS = 10_000;

/** The period `<biz-live>` polls at for an `interval` attribute of `ms`: at least 10 s. */
export function liveInterval(ms: number): number {
  return Math.max(LIVE_MIN_INTERVAL_MS, ms);
}

/**
 * The live poller's settings for a period of `interval` ms (already {@link liveInterval}):
 * spread on, full jitter under at most two periods after failures, called at once on start
 * unless the page rendered the messages (`immediate`).
 */
export function livePolling(
  interval: number,
  immediate: boolean,
): Omit<PollerOptions, 'poll' | 'onError' | 'onSuccess'> {
  return { interval, immediate, spread: true, jitter: 'full', maxDelay: 2 * interval };
}
