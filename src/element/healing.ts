/**
 * Self-healing first loads: an element whose first load failed tries again by itself,
 * quietly, while its error box and «Повторить» stay. The waits follow the retry policy
 * (src/element/retry-policy.ts, docs/behaviour.md#self-healing): full jitter under 1 s, 2 s, 4 s … (ceilings at most
 * {@link HEAL_MAX_MS}), and, when the browser comes back online or the tab becomes visible, one
 * retry within {@link HEAL_SPREAD_MS} (not at once: every page sees `online` together) with the
 * backoff started over. One implementation for every element that loads on its own (comments,
 * poll, top 10, the comment embed, site notifications, news lists). Timers come from the page's
 * {@link clock} (injectable in tests), randomness from `Math.random`.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { backoffCeiling, backoffWait, spreadWait } from './retry-policy.ts';
import { clock } from './clock.ts';

/** The first quiet retry waits under this long (ms); each next ceiling is twice as long. */
const HEAL_FIRST_MS = 1000;
/** The longest ceiling of the wait between two quiet retries (ms): a recovered backend is seen within it. */
export const HEAL_MAX_MS = 20_000;
/** After `online` or a tab shown again, the retry comes within this long (ms). */
export const HEAL_SPREAD_MS = 5_000;

/** The ceiling of the wait before quiet retry number `attempt` (1-based), in ms: 1 s, 2 s, 4 s … ≤ 20 s. */
export function healDelay(attempt: number): number {
  return backoffCeiling(HEAL_FIRST_MS, Math.max(1, attempt), HEAL_MAX_MS);
}

/** What {@link useHealing} gives an element. */
export interface Healing {
  /** The load failed: call `retry` later by itself (replaces a retry planned before). */
  failed(retry: () => void): void;
  /** The load succeeded (or is no longer wanted): nothing planned, the backoff starts over. */
  done(): void;
  /**
   * Whether the load now starting (or in flight) is one of these quiet retries: the element then
   * keeps its error box as it is (no loading state, no new message, no new `biz-error`) until
   * the load succeeds.
   */
  quiet(): boolean;
}

/**
 * Plans quiet retries of a failed load. Call `failed(retry)` where the load fails and `done()`
 * where it succeeds, and ask `quiet()` when a load starts; everything planned is dropped when the
 * element goes away.
 */
export function useHealing(): Healing {
  const state = useRef<{
    attempts: number;
    timer: number | null;
    retry: (() => void) | null;
    quiet: boolean;
  }>({ attempts: 0, timer: null, retry: null, quiet: false });

  const cancel = useCallback(() => {
    const s = state.current;
    if (s.timer !== null) clock().clearTimeout(s.timer);
    s.timer = null;
  }, []);

  /** Runs the planned retry now (once). */
  const now = useCallback(() => {
    const s = state.current;
    const retry = s.retry;
    if (!retry) return;
    cancel();
    s.retry = null;
    s.quiet = true;
    retry();
  }, [cancel]);

  useEffect(() => {
    const s = state.current;
    /** Online again or shown again: the backoff starts over, the retry comes within the spread. */
    const soon = () => {
      if (!s.retry) return;
      cancel();
      s.attempts = 0;
      s.timer = clock().setTimeout(now, spreadWait(Math.random, HEAL_SPREAD_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') soon();
    };
    addEventListener('online', soon);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      removeEventListener('online', soon);
      document.removeEventListener('visibilitychange', onVisible);
      cancel();
      s.retry = null;
    };
  }, [now, cancel]);

  return useMemo(
    () => ({
      failed(retry: () => void) {
        const s = state.current;
        cancel();
        s.quiet = false;
        s.attempts += 1;
        s.retry = retry;
        s.timer = clock().setTimeout(
          now,
          backoffWait(HEAL_FIRST_MS, s.attempts, HEAL_MAX_MS, Math.random),
        );
      },
      done() {
        cancel();
        state.current.attempts = 0;
        state.current.retry = null;
        state.current.quiet = false;
      },
      quiet: () => state.current.quiet,
    }),
    [cancel, now],
  );
}
