/**
 * How `<biz-live>` polls POST /live/ajax/{id} (docs/behaviour.md#live, docs/operations.md) with the
 * shared poller and the spread policy of src/element/retry-policy.ts: first pause 0.5–1.5× the
 * period, later ones ±10 %, backoff after failures capped at two periods, so the feed moves
 * within seconds of the server's recovery, not minutes.
 */
import type { PollerOptions } from '../../src/services/poller.ts';

/** The shortest polling period (ms); a shorter `interval` is raised to it. */
export const LIVE_MIN_INTERVAL_MS = 10_000;

/** The period (ms) `<biz-live>` polls at for an `interval` attribute of `ms`. */
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
