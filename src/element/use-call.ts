/**
 * One way to call the server from an element. {@link useCall} owns what every
 * call of an element needs: one call at a time (a second one while it runs is ignored, or
 * replaces it), the busy state, abort when the element goes away, the optimistic change and its
 * rollback, and the failure: the Russian message with «Повторить» and the `biz-error` event,
 * through the one reporter ({@link useFailure} in src/element/hooks.ts).
 */
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
  /**
   * Sends the request. `signal` aborts when the element goes away, or when a newer call
   * replaces this one; pass it to the api client where the call may be dropped.
   */
  request: (signal: AbortSignal) => Promise<T>;
  /** The `biz-error` endpoint: the path without query. */
  endpoint: string;
  /** The element's own words before the reason, e.g. `articleRatingText('rating.failed')`. */
  failed: string;
  /** What «Повторить» does (usually the same action again); no retry when absent. */
  retry?: () => void;
  /** A change shown at once, and its undo when the call fails (rating, bookmark, votes). */
  optimistic?: { apply(): void; rollback(): void };
  /**
   * The answer came (runs before the busy state ends; not for a call replaced or cancelled
   * meanwhile). A throw here counts as a failure.
   */
  done?: (answer: T) => void;
  /** The call failed or was aborted on unmount (after the rollback, before the report). */
  failedWith?: (error: unknown) => void;
  /** How the failure is worded (e.g. the server's own message). */
  wording?: FailureWording;
  /** A newer call aborts this one instead of being ignored while it runs. Default false. */
  replace?: boolean;
}

/** What {@link useCall} gives an element. */
export interface Call {
  /** A call is on its way (state: re-renders when it changes). */
  busy: boolean;
  /** Whether a call is on its way right now (read at once, e.g. in a guard before `run`). */
  active(): boolean;
  /** The failure shown now (of a call, or one shown with `show`), or null. */
  failure: Failure | null;
  /**
   * Starts a call: the failure shown is cleared, the optimistic change applied, the request
   * sent. A failure rolls the change back and is reported (message, retry, `biz-error`); an
   * abort is not reported.
   * @returns false when the call was ignored because another one is on its way
   */
  run<T>(spec: CallSpec<T>): boolean;
  /** Aborts the call on its way, if any (its answer or failure is dropped); the busy state ends. */
  cancel(): void;
  /** Reports a failure that did not come from `run` (same message, retry and event). */
  report: ReportFailure;
  /** Shows a failure that is not a failed call (a refusal, a check), or null for none. */
  show: (failure: Failure | null) => void;
  /** Nothing shown. */
  clear: () => void;
}

/**
 * The calls of one element part. Failures go to the element's own failure state, or to
 * `failures` when several parts share one error box (e.g. the vote buttons of top 10).
 * @param host the element, from which `biz-error` is dispatched
 */
export function useCall(host: HTMLElement, failures?: FailureState): Call {
  const own = useFailure(host);
  const { failure, report, show, clear } = failures ?? own;
  const [busy, setBusy] = useState(false);
  const current = useRef<AbortController | null>(null);
  /** Calls replaced by a newer one or cancelled: their late answer or failure is dropped. */
  const dropped = useRef(new WeakSet<AbortController>());

  // Gone: the call on its way is aborted (its late answer changes nothing that is shown). A
  // layout effect, so the clean-up is in place from the first commit: Preact (the optional
  // build) runs passive effects after paint, and an element removed before then would
  // otherwise leave its call running.
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
          // A replaced or cancelled call changes nothing: the newer one speaks.
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
