/** How an element loads what it shows: abort, loading state, caps, failure, quiet retries. */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { capList, type Capped } from '../api/caps.ts';
import { reportCut } from './caps.ts';
import { useHealing } from './healing.ts';
import { useFailure, type FailureState } from './hooks.ts';

/** The first `max` of an answer's `list`; a cut is reported as a validation `biz-error`. */
type Cap = <I>(list: readonly I[], max: number, noun: string) => Capped<I>;

/** One load. */
export interface LoadSpec<T> {
  /** Reads the answer; `signal` aborts when the element goes away or the load is cancelled. */
  request: (signal: AbortSignal) => Promise<T>;
  /** The `biz-error` endpoint: the path without query. */
  endpoint: string;
  /** The element's words before the reason. */
  failed: string;
  /** The same load again, for «Повторить» and the quiet retries. */
  retry: () => void;
  /** The load starts; `quiet` for a quiet retry, which changes nothing shown. */
  start?: (quiet: boolean) => void;
  /** The answer came (not after an abort); a throw counts as a failure. */
  done: (answer: T, cap: Cap) => void;
  /** True for a failure the element shows its own way (a 404): done, no message, no retry. */
  handled?: (error: unknown) => boolean;
  /** The load failed (not aborted or handled), before the report. */
  failing?: () => void;
  /** Retry a failure quietly by itself. Default true. */
  heal?: boolean;
  /** Keep the failure shown while a new load runs. Default false. */
  keep?: boolean;
  /**
   * What is loaded, for «Повторить» during a quiet retry: pressed while the quiet retry of the
   * same key is on its way, it shows that load as the reader's own instead of sending another.
   * Default `endpoint`.
   */
  key?: string;
}

/** What {@link useLoad} gives an element. */
export interface Load extends FailureState {
  /** A load that is not a quiet retry is on its way. */
  loading: boolean;
  /** Bumped by `again`: a dependency of the effect that loads. */
  round: number;
  again: () => void;
  quiet: () => boolean;
  /** Starts a load; returns its abort (an effect's clean-up; an abort is not reported). */
  run: <T>(spec: LoadSpec<T>) => () => void;
}

/** The loads of one element part; `biz-error` is dispatched from `host`. */
export function useLoad(host: HTMLElement): Load {
  const { failure, report, show, clear } = useFailure(host);
  const heal = useHealing();
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((n) => n + 1), []);
  const live = useRef(new Set<AbortController>());
  // The quiet retry on its way, if any: its key and how the reader takes it over.
  const quietLoad = useRef<{ key: string; adopt: () => void } | null>(null);
  // The key whose quiet retries are planned: a load of another key is the reader's own.
  const healing = useRef<string | null>(null);

  // A layout effect, in place from the first commit (Preact runs passive effects after paint).
  useLayoutEffect(() => () => live.current.forEach((c) => c.abort()), []);

  const run = useCallback(
    <T>(spec: LoadSpec<T>) => {
      const controller = new AbortController();
      const { signal } = controller;
      const key = spec.key ?? spec.endpoint;
      // Only the failed load's own retry is quiet: another (a tab opened meanwhile) is shown.
      let quiet = heal.quiet() && healing.current === key;
      spec.start?.(quiet);
      const shown = () => {
        if (!spec.keep) clear();
        setLoading(true);
      };
      if (!quiet) shown();
      const mine = {
        key,
        adopt: () => {
          quiet = false;
          heal.done();
          shown();
        },
      };
      if (quiet) quietLoad.current = mine;
      // «Повторить»: the quiet retry of the same load, when one is on its way, becomes the
      // reader's; else the load starts over, and the quiet retry planned goes (one request).
      const manual = () => {
        const running = quietLoad.current;
        if (running?.key === key) return running.adopt();
        heal.done();
        spec.retry();
      };
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
          // Overtaken by another key's failed load: that failure stays shown and heals.
          if (quiet && healing.current !== key) return;
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
          if (!quiet) report(error, spec.failed, spec.endpoint, manual);
          // A quiet retry overtaken by a load of another key plans no more: that one heals.
          if (spec.heal !== false && (!quiet || healing.current === key)) {
            healing.current = key;
            heal.failed(spec.retry);
          }
        })
        .finally(() => {
          live.current.delete(controller);
          if (quietLoad.current === mine) quietLoad.current = null;
          if (!signal.aborted) setLoading(false);
        });
      return () => controller.abort();
    },
    [host, heal, clear, report],
  );

  // A new object each render: effects list its functions, which keep their identity.
  return { failure, report, show, clear, loading, round, again, quiet: heal.quiet, run };
}
