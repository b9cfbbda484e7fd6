/**
 * One way for an element to load what it shows by itself (a list, a comment, a tab's first
 * page), beside {@link useCall} (src/element/use-call.ts), which sends what the reader did.
 * {@link useLoad} owns what every such load needs: abort when the element goes away (or when
 * an effect's inputs change), the loading state, the answer cut to its cap and reported, and the
 * failure: the Russian message with «Повторить» and `biz-error` (through {@link useFailure}),
 * then quiet retries by itself (src/element/healing.ts) while the error box stays, until it works.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { capList, type Capped } from '../api/caps.ts';
import { reportCut } from './caps.ts';
import { useHealing } from './healing.ts';
import { useFailure, type FailureState } from './hooks.ts';

/**
 * The first `max` of `list`, a list of the answer; when that cuts it, the cut is reported on the
 * element (`biz-error` of kind validation, "first {max} {noun} shown", at the load's endpoint).
 */
type Cap = <I>(list: readonly I[], max: number, noun: string) => Capped<I>;

/** One load: what to read and what to do with the answer. */
export interface LoadSpec<T> {
  /** Reads the answer; `signal` aborts when the element goes away or the load is cancelled. */
  request: (signal: AbortSignal) => Promise<T>;
  /** The `biz-error` endpoint: the path without query. */
  endpoint: string;
  /** The element's own words before the reason, e.g. `pollText('poll.resultsFailed')`. */
  failed: string;
  /** What «Повторить» and the quiet retries do: the same load again. */
  retry: () => void;
  /**
   * The load starts. `quiet`: it is one of the quiet retries, and what is shown (the error box
   * too) stays as it is.
   */
  start?: (quiet: boolean) => void;
  /**
   * The answer came (not for a load aborted meanwhile); `cap` cuts a list of it. A throw here
   * counts as a failure. Then the failure shown is cleared and the retries stop.
   */
  done: (answer: T, cap: Cap) => void;
  /**
   * A failure the element shows its own way (e.g. a 404 as «not found»): return true, and it
   * counts as done (no message, no retry; the failure shown is cleared).
   */
  handled?: (error: unknown) => boolean;
  /** The load failed (not aborted, not handled); runs before the failure is reported. */
  failing?: () => void;
  /** Whether a failure is retried quietly by itself. Default true. */
  heal?: boolean;
  /**
   * The failure shown stays while a load that is not quiet runs (until it works or fails
   * again). Default false: it is cleared when the load starts.
   */
  keep?: boolean;
}

/** What {@link useLoad} gives an element: its load failure (see {@link FailureState}) and more. */
export interface Load extends FailureState {
  /** A load that is not a quiet retry is on its way (state). */
  loading: boolean;
  /** Bumped by {@link Load.again}: an effect that loads lists it among its dependencies. */
  round: number;
  /** Loads again: bumps {@link Load.round} (a retry for a load run by an effect). */
  again: () => void;
  /** Whether the load now on its way is a quiet retry (see src/element/healing.ts). */
  quiet: () => boolean;
  /**
   * Starts a load (see {@link LoadSpec}); a failure is reported (unless the load is a quiet
   * retry) and, with `heal`, retried quietly, with a growing wait, until it works.
   * @returns a function that aborts it (an effect's clean-up); an abort is not reported
   */
  run: <T>(spec: LoadSpec<T>) => () => void;
}

/**
 * The loads of one element part.
 * @param host the element, from which `biz-error` is dispatched
 */
export function useLoad(host: HTMLElement): Load {
  const { failure, report, show, clear } = useFailure(host);
  const heal = useHealing();
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((n) => n + 1), []);
  const live = useRef(new Set<AbortController>());

  // Gone: every load on its way is aborted. A layout effect, so the clean-up is in place from
  // the first commit (Preact runs passive effects after paint).
  useLayoutEffect(() => () => live.current.forEach((c) => c.abort()), []);

  const run = useCallback(
    <T>(spec: LoadSpec<T>) => {
      const controller = new AbortController();
      const { signal } = controller;
      const quiet = heal.quiet();
      spec.start?.(quiet);
      if (!quiet) {
        if (!spec.keep) clear();
        setLoading(true);
      }
      live.current.add(controller);
      const cap: Cap = (list, max, noun) => {
        const capped = capList(list, max);
        if (capped.total > max) reportCut(host, spec.endpoint, `first ${max} ${noun} shown`);
        return capped;
      };
      new Promise<T>((resolve) => resolve(spec.request(signal)))
        .then((answer) => {
          if (signal.aborted) return;
          spec.done(answer, cap);
          heal.done();
          clear();
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          if (spec.handled?.(error)) {
            heal.done();
            clear();
            return;
          }
          spec.failing?.();
          if (!quiet) report(error, spec.failed, spec.endpoint, spec.retry);
          if (spec.heal !== false) heal.failed(spec.retry);
        })
        .finally(() => {
          live.current.delete(controller);
          if (!signal.aborted) setLoading(false);
        });
      return () => controller.abort();
    },
    [host, heal, clear, report],
  );

  // A new object each render: its functions keep their identity (effects list those).
  return { failure, report, show, clear, loading, round, again, quiet: heal.quiet, run };
}
