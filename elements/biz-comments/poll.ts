import type { PollerOptions } from '../../src/services/poller.ts';

/**
 * Poller settings for POST /comments/new (docs/behaviour.md#comments): first call one interval
 * after the list shows; after failures, pauses of 2–3, 4–6, 8–12 … intervals up to 10 min, so a
 * short outage costs one call; after a hidden tab, a call only if one fell due.
 */
export const COMMENTS_POLLING = {
  maxDelay: 600_000,
  jitter: 'periods',
  immediate: false,
  catchUpOnShow: false,
  spread: 'period',
} as const satisfies Partial<PollerOptions>;
