/**
 * Self-healing first loads (docs/behaviour.md#self-healing): a failed load retries quietly, its
 * error box kept, with full jitter under 1 s, 2 s, 4 s … ≤ 20 s, and within 5 s of `online` or the
 * tab shown again (pages see those together), the backoff started over.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { backoffCeiling, backoffWait, spreadWait } from './retry-policy.ts';
import { clock } from './clock.ts';

const HEAL_FIRST_MS = 1000;
/** The longest ceiling of the wait between quiet retries, in ms. */
export const HEAL_MAX_MS = 20_000;
/** After `online` or a tab shown again, the retry comes within this long, in ms. */
export const HEAL_SPREAD_MS = 5_000;

/** The ceiling of the wait before quiet retry `attempt` (1-based), in ms. */
export function healDelay(attempt: number): number {
  return backoffCeiling(HEAL_FIRST_MS, Math.max(1, attempt), HEAL_MAX_MS);
}

/** What {@link useHealing} gives an element. */
export interface Healing {
  /** The load failed: `retry` later (replaces a retry planned before). */
  failed(retry: () => void): void;
  /** The load succeeded, is no longer wanted or was taken over by the reader: the backoff starts over. */
  done(): void;
  /** Whether the load now running is a quiet retry: the element keeps its error box as it is. */
  quiet(): boolean;
}

/** Plans quiet retries of a failed load; dropped on unmount. */
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
