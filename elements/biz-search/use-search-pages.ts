/** The search's result pages (docs/behaviour.md#search) from POST {action}. */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { search } from '../../src/api/endpoints.ts';
import { clock } from '../../src/element/clock.ts';
import { emit } from '../../src/element/events.ts';
import { useCall, type Call } from '../../src/element/use-call.ts';
import { searchText } from './strings.ts';

/** The pages of HTML loaded so far and the total found. */
interface Results {
  pages: string[];
  total: number;
}

/** The search inputs the reader set. */
export interface SearchInputs {
  query: string;
  /** The period tab: '1'…'4'. */
  period: string;
  /** «Сначала новые» is on. */
  newest: boolean;
}

/** What {@link useSearchPages} returns. */
export interface SearchPages {
  results: Results | null;
  /** A page is on its way. */
  loading: boolean;
  failure: Call['failure'];
  report: Call['report'];
  /**
   * Loads `page`: 1 starts a new search, aborting older ones; a later page is ignored while a call
   * is on its way. An empty query clears the results.
   */
  load: (page: number) => void;
  /** The inputs and results now (handlers set a period or sort here before `load(1)`). */
  latest: RefObject<SearchInputs & { results: Results | null }>;
}

/**
 * Result pages of `inputs` from POST `action`: `load(1)` runs `wait` ms after the query last
 * changed while `open`; each answer emits `biz-search-load`, a failure shows a retry.
 */
export function useSearchPages(
  action: string,
  host: HTMLElement,
  inputs: SearchInputs,
  open: boolean,
  wait: number,
): SearchPages {
  const { query, period, newest } = inputs;
  const [results, setResults] = useState<Results | null>(null);
  const { busy: loading, failure, report, clear, run, cancel, active } = useCall(host);
  const latest = useRef({ query, period, newest, results });
  latest.current = { query, period, newest, results };

  const load = useCallback(
    (page: number) => {
      const { query: q, period: p, newest: n } = latest.current;
      const text = q.trim();
      if (page === 1) cancel();
      else if (active()) return;
      clear();
      if (!text) {
        setResults(null);
        return;
      }
      const fields = { query: text, period: Number(p), newest_begin: (n ? 1 : 0) as 0 | 1, page };
      run({
        request: (signal) => search(action, fields, { signal }),
        endpoint: action,
        failed: searchText('search.failed'),
        retry: () => load(page),
        done: (answer) => {
          setResults((before) => ({
            pages: page === 1 ? [answer.html] : [...(before?.pages ?? []), answer.html],
            total: answer.total_found,
          }));
          emit(host, 'biz-search-load', {
            query: text,
            period: fields.period,
            newestBegin: fields.newest_begin,
            page,
            total: answer.total_found,
          });
        },
      });
    },
    [action, active, cancel, clear, host, run],
  );

  // Typing: debounced. Period and sort: at once (see the handlers).
  useEffect(() => {
    if (!open) return;
    const timers = clock(); // injectable, so a test can type faster than any machine is slow
    const timer = timers.setTimeout(() => load(1), wait);
    return () => timers.clearTimeout(timer);
  }, [query, open, wait, load]);

  return { results, loading, failure, report, load, latest };
}
