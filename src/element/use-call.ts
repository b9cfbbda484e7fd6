/** How an element calls the server: one call at a time, busy, abort, optimistic change, failure. */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  useFailure,
  type Failure,
  type FailureState,
  type FailureWording,
  type ReportFailure,
} from './hooks.ts';

/** One call: what to send and what to do with the answer. */
interface CallSpec<T> {
  /** Sends the request; `signal` aborts on unmount or when a newer call replaces this one. */
  request: (signal: AbortSignal) => Promise<T>;
  /** The `biz-error` endpoint: the path without query. */
  endpoint: string;
  /** The element's words before the reason, e.g. `articleRatingText('rating.failed')`. */
  failed: string;
  retry?: () => void;
  /** A change shown at once, undone when the call fails. */
  optimistic?: { apply(): void; rollback(): void };
  /** The answer came (before busy ends; not for a dropped call); a throw is a failure. */
  done?: (answer: T) => void;
  /** Failed or aborted on unmount: after the rollback, before the report. */
  failedWith?: (error: unknown) => void;
  wording?: FailureWording;
  /** A newer call aborts this one instead of being ignored. Default false. */
  replace?: boolean;
}

/** What {@link useCall} gives an element. */
export interface Call {
  busy: boolean;
  /** Whether a call is on its way now (no render needed). */
  active(): boolean;
  failure: Failure | null;
  /** Starts a call; returns false when ignored because another is on its way. */
  run<T>(spec: CallSpec<T>): boolean;
  /** Drops the call on its way, if any; busy ends. */
  cancel(): void;
  report: ReportFailure;
  show: (failure: Failure | null) => void;
  clear: () => void;
}

/** The calls of one element part; failures go to `failures` when parts share one error box. */
export function useCall(host: HTMLElement, failures?: FailureState): Call {
  const own = useFailure(host);
  const { failure, report, show, clear } = failures ?? own;
  const [busy, setBusy] = useState(false);
  const current = useRef<AbortController | null>(null);
  const dropped = useRef(new WeakSet<AbortController>());

  // A layout effect, in place from the first commit (Preact runs passive effects after paint).
  useLayoutEffect(
    () => () => {
      current.current?.abort();
      current.current = null;
    },
    [],
  );

  const run = useCallback(
    <T>(spec: CallSpec<T>): boolean => {
      if (current.current && !spec.replace) return false;
      if (current.current) {
        dropped.current.add(current.current);
        current.current.abort();
      }
      const controller = new AbortController();
      current.current = controller;
      setBusy(true);
      clear();
      spec.optimistic?.apply();
      new Promise<T>((resolve) => resolve(spec.request(controller.signal)))
        .then((answer) => {
          if (!dropped.current.has(controller)) spec.done?.(answer);
        })
        .catch((error: unknown) => {
          if (dropped.current.has(controller)) return;
          spec.optimistic?.rollback();
          spec.failedWith?.(error);
          report(error, spec.failed, spec.endpoint, spec.retry, spec.wording);
        })
        .finally(() => {
          if (current.current !== controller) return;
          current.current = null;
          setBusy(false);
        });
      return true;
    },
    [clear, report],
  );

  const cancel = useCallback(() => {
    if (current.current) {
      dropped.current.add(current.current);
      current.current.abort();
    }
    current.current = null;
    setBusy(false);
  }, []);

  const active = useCallback(() => current.current !== null, []);

  return useMemo(
    () => ({ busy, active, failure, run, cancel, report, show, clear }),
    [busy, active, failure, run, cancel, report, show, clear],
  );
}
