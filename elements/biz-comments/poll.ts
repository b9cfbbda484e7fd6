/**
 * How `<biz-comments>` polls POST /comments/new (docs/behaviour.md#comments) with the shared
 * poller (src/services/poller.ts): the first call one interval after the list is shown; after
 * failures, pauses of 2–3 intervals, then 4–6, 8–12 … (at most 10 minutes: `periods`), so
 * that during an outage of up to two intervals a reader calls once, and sees new comments within
 * about three intervals of its end; after a hidden tab, a call only if one fell due meanwhile.
 */
import type { PollerOptions } from '../../src/services/poller.ts';

/** The comments' poller settings (the interval and the call come from the element). */
export const COMMENTS_POLLING = {
  maxDelay: 600_000,
  jitter: 'periods',
  immediate: false,
  catchUpOnShow: false,
  spread: 'period',
} as const satisfies Partial<PollerOptions>;
