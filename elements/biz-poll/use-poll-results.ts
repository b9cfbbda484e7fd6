/**
 * The poll's result rows (GET /polls/result/{id}): their state and the effect that reads them.
 * Split from BizPoll so the component stays small; the hooks run where the component's own
 * state and effect used to, in the same order.
 */
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import { pollResult } from '../../src/api/endpoints.ts';
import type { PollResultAnswer } from '../../src/api/schemas/poll-result.ts';
import { reportCut } from '../../src/element/caps.ts';
import { useHealing, type Healing } from '../../src/element/healing.ts';
import type { FailureState } from '../../src/element/hooks.ts';
import { pollText } from './strings.ts';

/** The result rows' state, as {@link usePollRows} returns it. */
export interface PollRows {
  /** The rows read last (at most CAPS.pollRows), or null before the first answer. */
  rows: PollResultAnswer | null;
  setRows: Dispatch<SetStateAction<PollResultAnswer | null>>;
  /** Whether `rows` were read after the vote (or for a finished poll), not just for the variants. */
  rowsAreResults: boolean;
  setRowsAreResults: Dispatch<SetStateAction<boolean>>;
  /** A read is under way (not set for a quiet self-healing retry). */
  loading: boolean;
  setLoading: Dispatch<SetStateAction<boolean>>;
  /** Bumped by «Повторить» to read again. */
  reload: number;
  setReload: Dispatch<SetStateAction<number>>;
  /** Quiet retries after a failed read. */
  heal: Healing;
  /** The result answer had more rows than CAPS.pollRows: the first ones are shown, with a notice. */
  rowsCut: boolean;
  setRowsCut: Dispatch<SetStateAction<boolean>>;
}

/** The state of the poll's result rows (no effects). */
export function usePollRows(): PollRows {
  const [rows, setRows] = useState<PollResultAnswer | null>(null);
  const [rowsAreResults, setRowsAreResults] = useState(false);
  const [loading, setLoading] = useState(false);
  const [reload, setReload] = useState(0);
  const heal = useHealing();
  const [rowsCut, setRowsCut] = useState(false);
  return {
    rows,
    setRows,
    rowsAreResults,
    setRowsAreResults,
    loading,
    setLoading,
    reload,
    setReload,
    heal,
    rowsCut,
    setRowsCut,
  };
}

/** What {@link useLoadPollResults} reads the rows for. */
export interface PollResultsRequest {
  /** Read now (results shown, or the variants needed); false: nothing is read. */
  wantResults: boolean;
  /** The rows will be shown as results (stored in `rowsAreResults`). */
  showResults: boolean;
  pollId: string;
  /** The poll's mode: a change (a vote here or in another tab) reads fresh results. */
  mode: string;
  /** Receives `biz-error` for a cut answer. */
  host: HTMLElement;
  /** The component's load failure, cleared on success and reported on failure (with a retry). */
  clearLoad: FailureState['clear'];
  reportLoad: FailureState['report'];
}

/**
 * Reads the result rows while `wantResults`: keeps the first CAPS.pollRows (reporting a cut),
 * clears the load failure; on failure reports «poll.resultsFailed» with a retry (unless it was a
 * quiet self-healing retry) and plans a quiet one. Aborted when the inputs change or on unmount.
 */
export function useLoadPollResults(state: PollRows, request: PollResultsRequest): void {
  const { wantResults, showResults, pollId, mode, host, clearLoad, reportLoad } = request;
  const { reload, heal, setLoading, setRows, setRowsCut, setRowsAreResults, setReload } = state;
  useEffect(() => {
    if (!wantResults) return;
    const controller = new AbortController();
    const quiet = heal.quiet(); // a retry of its own: the error box stays until it works
    if (!quiet) setLoading(true);
    pollResult(pollId, { signal: controller.signal })
      .then((answer) => {
        if (answer.length > CAPS.pollRows) {
          reportCut(host, '/polls/result', `first ${CAPS.pollRows} rows shown`);
        }
        setRows(answer.length > CAPS.pollRows ? answer.slice(0, CAPS.pollRows) : answer);
        setRowsCut(answer.length > CAPS.pollRows);
        setRowsAreResults(showResults);
        clearLoad();
        heal.done();
      })
      .catch((error: unknown) => {
        const retry = () => setReload((n) => n + 1);
        if (!quiet) reportLoad(error, pollText('poll.resultsFailed'), '/polls/result', retry);
        if (!controller.signal.aborted) heal.failed(retry);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // `mode` is a dependency on purpose: a vote (here or in another tab) reads fresh results.
  }, [
    wantResults,
    showResults,
    pollId,
    mode,
    reload,
    clearLoad,
    reportLoad,
    heal,
    host,
    setLoading,
    setRows,
    setRowsCut,
    setRowsAreResults,
    setReload,
  ]);
}
