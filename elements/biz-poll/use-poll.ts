/**
 * The poll's state in one hook: the choice; the vote (optimistic, rolled back with the choice kept
 * on failure, stored under `poll{id}` and followed in every instance and tab); refusal, hint and
 * thanks; the result rows (GET /polls/result/{id}), read while shown or needed for the variants.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import { pollResult, pollVote } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import type { PollResultAnswer } from '../../src/api/schemas/poll-result.ts';
import { emit } from '../../src/element/events.ts';
import { useStoredValue, useTransientMessage, type Failure } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { useLoad } from '../../src/element/use-load.ts';
import { useLightDom } from '../../src/element/light-dom.ts';
import { voteText } from '../../src/i18n/ru/votes.ts';
import { pollKey } from '../../src/services/keys.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { pollAttributes } from './attributes.ts';
import { readPollForm, type PollVariant } from './read-form.ts';
import './events.ts';
import { pollText } from './strings.ts';

/** The vote URL when neither the attribute nor the page's form gives one (pollVote's fallback). */
export const DEFAULT_POLL_ACTION = '/polls/vote';

/** 'finished' (the `state` attribute), 'voted' (a vote stored or on its way) or 'open'. */
export type PollMode = 'open' | 'voted' | 'finished';

/**
 * The stored vote `value` if it is a variant id (1–40 of `[\w-]`) among `variantIds` (any id while
 * those are unknown, i.e. empty); else null (junk, a removed variant), so the poll stays open.
 */
function storedPollVote(value: string | null, variantIds: readonly string[]): string | null {
  if (value === null || !/^[\w-]{1,40}$/.test(value)) return null;
  return variantIds.length === 0 || variantIds.includes(value) ? value : null;
}

/** The result rows read last, and what they are for. */
interface Rows {
  /** At most CAPS.pollRows rows, or null before the first answer. */
  rows: PollResultAnswer | null;
  /** They were read to be shown as results (after the vote, or for a finished poll). */
  areResults: boolean;
  /** The answer had more rows than CAPS.pollRows: the first ones are kept. */
  cut: boolean;
}

const NO_ROWS: Rows = { rows: null, areResults: false, cut: false };

/**
 * Reports a vote the server refused (HTTP 200, non-success status) on `host` (`biz-error`, kind
 * http) and returns its Russian message; null for a vote accepted.
 */
function refusedVote(
  host: HTMLElement,
  endpoint: string,
  answer: Awaited<ReturnType<typeof pollVote>>,
): string | null {
  if (!answer || answer.status === undefined || isSuccessStatus(answer.status)) return null;
  const said = typeof answer.message === 'string' ? answer.message.trim() : '';
  emit(host, 'biz-error', {
    endpoint,
    kind: 'http',
    message: `vote refused (HTTP 200, status ${String(answer.status)}): ${said}`,
  });
  return pollText('poll.refused', { message: said || voteText('poll.refusedDefault') });
}

/** What {@link usePoll} gives `<biz-poll>`. */
export interface Poll {
  mode: PollMode;
  /** The results are shown (voted, finished, or a refused vote), not the variants. */
  showResults: boolean;
  /** The question: the page's legend, else «Опрос». */
  question: string;
  /** The page's variants, else those of the result rows (none while unknown). */
  variants: PollVariant[];
  /** The checked variant id ('' for none). */
  choice: string;
  /** The reader picked a variant: it is checked, the hint goes. */
  choose: (variantId: string) => void;
  /** The variant being sent (shown as voted meanwhile), or null. */
  pending: string | null;
  /** The reader's variant (pending or stored), or null. */
  chosen: string | null;
  /** The result rows to show as results, or null when there are none (yet). */
  results: PollResultAnswer | null;
  /** The rows answer was cut to CAPS.pollRows. */
  rowsCut: boolean;
  /** The rows are being read (not for a quiet retry). */
  loading: boolean;
  /** Reading the rows failed (its message is in `failure`). */
  loadFailed: boolean;
  /** The failure shown: the vote's, else the rows'. */
  failure: Failure | null;
  /** `failure` is the failed vote (the reader's own action: an alert). */
  urgent: boolean;
  /** The server refused the vote (HTTP 200 with a non-success status): its message. */
  refusal: string | null;
  /** «Выберите вариант» after a vote without a choice, or null. */
  hint: string | null;
  /** The thanks after a vote (for 3 s), or null. */
  thanks: string | null;
  /** A row's title: the page's title of its variant, else the server's. */
  titleOf: (row: PollResultAnswer[number]) => string;
  /** Votes for `variantId` ('' : the hint, focus to the first variant in `form`). */
  send: (variantId: string) => void;
}

/**
 * The state of the `<biz-poll>` `host` (which gets `biz-poll-vote` and `biz-error`) from its
 * attributes; `form` is where the hint moves focus.
 */
export function usePoll(
  host: HTMLElement,
  { pollId, action, state }: AttributeProps<typeof pollAttributes>,
  form: RefObject<HTMLFormElement | null>,
): Poll {
  const markup = useLightDom(host, readPollForm);
  const [storedValue, setStored] = useStoredValue(pollKey(pollId));
  const [choice, setChoice] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [thanks, setThanks] = useTransientMessage(3000);
  const [{ rows, areResults, cut }, setRows] = useState<Rows>(NO_ROWS);
  const vote = useCall(host);
  const load = useLoad(host);

  const variants: PollVariant[] = useMemo(
    () =>
      markup?.variants ?? rows?.map((r) => ({ id: r.variant_id, title: r.variant_title })) ?? [],
    [markup, rows],
  );
  const stored = storedPollVote(
    storedValue,
    variants.map((v) => v.id),
  );
  const mode: PollMode =
    state === 'finished' ? 'finished' : stored !== null || pending !== null ? 'voted' : 'open';
  const showResults = mode !== 'open' || refusal !== null;
  // Results are read when they are shown, or for the variants when the page has no form; not
  // while a vote is on its way (they would not count it yet).
  const wantResults = pollId !== '' && pending === null && (showResults || !markup);

  const { round, again, run } = load;
  useEffect(() => {
    if (!wantResults) return;
    return run({
      request: (signal) => pollResult(pollId, { signal }),
      endpoint: '/polls/result',
      failed: pollText('poll.resultsFailed'),
      retry: again,
      // «Повторить» reads again under the error box it came from.
      keep: true,
      done: (answer, cap) => {
        const { items, total } = cap(answer, CAPS.pollRows, 'rows');
        setRows({ rows: items, areResults: showResults, cut: total > items.length });
      },
    });
    // `mode` is a dependency on purpose: a vote (here or in another tab) reads fresh results.
  }, [wantResults, showResults, pollId, mode, round, again, run]);

  // A vote stored elsewhere (another instance, another tab) settles any pending complaint here.
  const clearVote = vote.clear;
  useEffect(() => {
    if (stored === null) return;
    clearVote();
    setHint(null);
  }, [stored, clearVote]);

  // Titles by id: a find per row would be quadratic on a huge answer.
  const titles = useMemo(() => new Map(variants.map((v) => [v.id, v.title])), [variants]);
  const voteUrl = action || markup?.action || DEFAULT_POLL_ACTION;

  const send = (variantId: string) => {
    if (vote.active() || mode !== 'open' || !pollId) return;
    if (!variantId) {
      setHint(pollText('poll.choose'));
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setHint(null);
    setRefusal(null);
    const endpoint = voteUrl.split('?')[0] ?? voteUrl;
    vote.run({
      request: () => pollVote(voteUrl, pollId, variantId),
      endpoint,
      failed: pollText('poll.failed'),
      retry: () => send(variantId),
      // Shown as voted while the vote is on its way.
      optimistic: { apply: () => setPending(variantId), rollback: () => setPending(null) },
      done: (answer) => {
        setPending(null);
        const refused = refusedVote(host, endpoint, answer);
        if (refused) return setRefusal(refused);
        setStored(variantId);
        setThanks(pollText('poll.thanks'));
        emit(host, 'biz-poll-vote', { pollId, variantId });
      },
    });
  };

  return {
    mode,
    showResults,
    question: markup?.question || pollText('poll.label'),
    variants,
    choice,
    choose: (variantId) => {
      setChoice(variantId);
      setHint(null);
    },
    pending,
    chosen: pending ?? stored,
    results: areResults ? rows : null,
    rowsCut: cut,
    loading: load.loading,
    loadFailed: load.failure !== null,
    failure: vote.failure ?? load.failure,
    urgent: vote.failure !== null,
    refusal,
    hint,
    thanks,
    titleOf: (row) => titles.get(row.variant_id) || row.variant_title,
    send,
  };
}
