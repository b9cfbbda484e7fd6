/**
 * How `<biz-comments>` polls POST /comments/new (docs/behaviour.md#comments) with the shared
 * poller (src/services/poller.ts): the first call one interval after the list is shown, pauses
 * after failures drawn from the upper half of the backoff (at most 10 minutes), and, after a
 * hidden tab, a call only if one fell due meanwhile.
 */
import type { PollerOptions } from '../../src/services/poller.ts';

/** The comments' poller settings (the interval and the call come from the element). */
export const COMMENTS_POLLING = {
  maxDelay: 600_000,
  jitter: 'upper-half',
  immediate: false,
  catchUpOnShow: false,
  spread: 'period',
} as const satisfies Partial<PollerOptions>;
