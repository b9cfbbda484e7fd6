/**
 * Poll (docs/behaviour.md#poll POST {poll action} and GET /polls/result/{id}?fullpage).
 *
 * States: open (a fieldset of radio buttons), voted (remembered in `poll{id}`) and finished
 * (`state="finished"`). Voted and finished show the result bars, and the button reads
 * 'вы проголосовали' or 'голосование завершено'. The vote is optimistic: the poll shows as voted
 * at once and rolls back, with the choice kept, a message and a retry, when the call fails. The
 * stored vote is followed in every instance and every tab.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { pollVote } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import type { PollResultAnswer } from '../../src/api/schemas/poll-result.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { pollAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import {
  useFailure,
  useStoredValue,
  useTransientMessage,
  type Failure,
} from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { useLightDom } from '../../src/element/light-dom.ts';
import { checkedRadio } from '../../src/element/checked.ts';
import { cappedNotice } from '../../src/i18n/ru/caps.ts';
import { voteText } from '../../src/i18n/ru/votes.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { ResultBars } from '../../src/ui/ResultBars.tsx';
import { readPollForm, type PollVariant } from './read-form.ts';
import { useLoadPollResults, usePollRows } from './use-poll-results.ts';
import './events.ts';
import { pollKey } from '../../src/services/keys.ts';
import { pollText } from './strings.ts';

/** Attributes of `<biz-poll>` as props, defaults applied (./attributes.ts). */
export type PollProps = AttributeProps<typeof pollAttributes>;

/**
 * The vote remembered under `poll{id}`, validated: a variant id (1–40 letters, digits, `_`, `-`)
 * and, once the poll's variants are known, one of them. Anything else (junk another script left,
 * a variant the poll no longer has) is no vote, so the poll stays open.
 * @param value what storage holds (null: nothing)
 * @param variantIds the poll's variant ids; empty while they are not known yet
 */
function storedPollVote(value: string | null, variantIds: readonly string[]): string | null {
  if (value === null || !/^[\w-]{1,40}$/.test(value)) return null;
  return variantIds.length === 0 || variantIds.includes(value) ? value : null;
}

/** The vote URL when neither the attribute nor the page's form gives one (the demo's path). */
const DEFAULT_POLL_ACTION = '/polls/vote';

/**
 * The poll's state: 'finished' (the `state` attribute), 'voted' (a stored vote, or one on its
 * way) or 'open'.
 */
function pollMode(
  finished: boolean,
  stored: string | null,
  pending: string | null,
): 'open' | 'voted' | 'finished' {
  return finished ? 'finished' : stored !== null || pending !== null ? 'voted' : 'open';
}

/** The vote button's text for a mode: «голосование завершено», «вы проголосовали» or «Голосовать». */
function voteButtonText(mode: 'open' | 'voted' | 'finished'): string {
  return mode === 'finished'
    ? pollText('poll.finished')
    : mode === 'voted'
      ? pollText('poll.voted')
      : pollText('poll.vote');
}

/** The open poll's fieldset: the question as its legend and one radio button per variant. */
function PollVariants(props: {
  /** No poll id: the fieldset is disabled. */
  pollId: string;
  questionId: string;
  question: string;
  variants: PollVariant[];
  /** The checked variant id ('' for none). */
  choice: string;
  /** A variant was picked. */
  onChoose: (variantId: string) => void;
  /** The rows (for the variants) are being read. */
  loading: boolean;
  /** Reading them failed (the error is shown in the status). */
  failed: boolean;
}) {
  const { pollId, questionId, question, variants, choice, onChoose, loading, failed } = props;
  return (
    <fieldset part="fieldset" className="variants" disabled={!pollId} aria-busy={loading}>
      <legend part="question" className="question" id={questionId}>
        {question}
      </legend>
      {variants.map((variant) => (
        <label key={variant.id} part="variant" className="variant">
          <input
            type="radio"
            name="question"
            value={variant.id}
            checked={choice === variant.id}
            onChange={() => onChoose(variant.id)}
          />
          <span>{variant.title}</span>
        </label>
      ))}
      {variants.length === 0 && loading && <p className="muted">{pollText('results.loading')}</p>}
      {variants.length === 0 && !loading && !failed && (
        <p className="muted">{pollText('poll.noVariants')}</p>
      )}
    </fieldset>
  );
}

/**
 * The voted or finished poll: the question and the result bars (the reader's choice marked),
 * «Отправляем ваш голос…» while a vote is on its way, the loading text, and the cut notice.
 */
function PollOutcome(props: {
  questionId: string;
  question: string;
  /** The variant being sent, or null. */
  pending: string | null;
  /** The result rows read for the results, or null when there are none (yet). */
  rows: PollResultAnswer | null;
  /** The reader's variant (pending or stored), marked in the bars. */
  chosen: string | null;
  titleOf: (row: PollResultAnswer[number]) => string;
  loading: boolean;
  /** The answer had more rows than CAPS.pollRows. */
  rowsCut: boolean;
  /**
   * The variants the page's form lists: until the results are in (also before their load
   * starts), their rows keep their room; empty after a failed load.
   */
  known: PollVariant[];
}) {
  const { questionId, question, pending, rows, chosen, titleOf, loading, rowsCut, known } = props;
  // Busy here, not on the form: a busy ancestor would hold back the status region's thanks
  // until the results are in (Orca would say nothing after «Голосовать»).
  return (
    <div className="outcome" aria-busy={pending !== null || loading}>
      <p part="question" className="question" id={questionId}>
        {question}
      </p>
      {pending !== null ? (
        <p className="muted">{pollText('poll.sending')}</p>
      ) : rows ? (
        <ResultBars
          labelledBy={questionId}
          rows={rows.map((row) => ({
            id: row.variant_id,
            title: titleOf(row),
            share: row.percent,
            ...(row.variant_id === chosen
              ? { tone: 'chosen' as const, marks: [pollText('results.chosen')] }
              : {}),
          }))}
        />
      ) : (
        (loading || known.length > 0) && (
          <div className="pending">
            {loading && <p className="muted">{pollText('results.loading')}</p>}
            {/* Invisible rows as tall as the results will be: the poll does not shrink and grow
                back while they load (no layout shift). */}
            {known.length > 0 && (
              <ul className="results reserve" aria-hidden="true">
                {known.map((variant) => (
                  <li key={variant.id} className="result">
                    <span className="result-text">
                      <span className="result-title">{variant.title}</span>
                    </span>
                    <span className="bar" />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )
      )}
      {rowsCut && rows && pending === null && (
        <p className="muted" part="capped">
          {cappedNotice('rows', rows.length)}
        </p>
      )}
    </div>
  );
}

/**
 * The poll's one live region: polite for everything but a failed vote, the reader's own action,
 * which is an alert of its own (`urgent`); the region stops being live meanwhile, so nothing
 * sits inside two live regions and a failed load is announced once, politely.
 */
function PollStatus(props: {
  failure: Failure | null;
  urgent: boolean;
  refusal: string | null;
  hint: string | null;
  thanks: string | null;
}) {
  const { failure, urgent, refusal, hint, thanks } = props;
  return (
    <div part="status" className="live" aria-live={urgent ? undefined : 'polite'}>
      {failure && (
        <Notice
          kind="error"
          message={failure.message}
          onRetry={failure.retry}
          announce={urgent ? 'alert' : 'none'}
        />
      )}
      {!failure && refusal && <Notice kind="error" message={refusal} announce="none" />}
      {!failure && !refusal && hint && <Notice kind="error" message={hint} announce="none" />}
      {!failure && !refusal && !hint && thanks && (
        <Notice kind="success" message={thanks} announce="none" />
      )}
    </div>
  );
}

/** The poll: question, variants or results, and the vote button. */
export function BizPoll({ pollId, action, state, host }: PollProps & HostProps) {
  const markup = useLightDom(host, readPollForm);
  const [storedValue, setStored] = useStoredValue(pollKey(pollId));
  const finished = state === 'finished';
  const voteUrl = action || markup?.action || DEFAULT_POLL_ACTION;

  const [choice, setChoice] = useState('');
  /** The variant being sent (optimistic voted state), or null. */
  const [pending, setPending] = useState<string | null>(null);
  /** The server refused the vote (HTTP 200 with a non-success status): its message. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const vote = useCall(host);
  const { failure: loadFailure, report: reportLoad, clear: clearLoad } = useFailure(host);
  const [hint, setHint] = useState<string | null>(null);
  const [thanks, setThanks] = useTransientMessage(3000);

  const results = usePollRows();
  const { rows, rowsAreResults, loading, rowsCut } = results;

  const variants: PollVariant[] = useMemo(
    () =>
      markup?.variants ?? rows?.map((r) => ({ id: r.variant_id, title: r.variant_title })) ?? [],
    [markup, rows],
  );
  const stored = storedPollVote(
    storedValue,
    variants.map((v) => v.id),
  );

  const mode = pollMode(finished, stored, pending);
  const showResults = mode !== 'open' || refusal !== null;
  // Results are read when they are shown, or for the variants when the page has no form; not
  // while a vote is on its way (they would not count it yet).
  const wantResults = pollId !== '' && pending === null && (showResults || !markup);
  const formRef = useRef<HTMLFormElement>(null);
  const questionId = useId();

  useLoadPollResults(results, {
    wantResults,
    showResults,
    pollId,
    mode,
    host,
    clearLoad,
    reportLoad,
  });

  // A vote stored elsewhere (another instance, another tab) settles any pending complaint here.
  const clearVote = vote.clear;
  useEffect(() => {
    if (stored === null) return;
    clearVote();
    setHint(null);
  }, [stored, clearVote]);

  // Titles by id, looked up once per row (a find per row was quadratic on a huge answer).
  const titles = useMemo(() => new Map(variants.map((v) => [v.id, v.title])), [variants]);
  const question = markup?.question || pollText('poll.label');

  const send = (variantId: string) => {
    if (vote.active() || mode !== 'open' || !pollId) return;
    if (!variantId) {
      setHint(pollText('poll.choose'));
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
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
        if (answer && answer.status !== undefined && !isSuccessStatus(answer.status)) {
          const said = typeof answer.message === 'string' ? answer.message.trim() : '';
          const message = pollText('poll.refused', {
            message: said || voteText('poll.refusedDefault'),
          });
          setRefusal(message);
          emit(host, 'biz-error', {
            endpoint,
            kind: 'http',
            message: `vote refused (HTTP 200, status ${String(answer.status)}): ${said}`,
          });
          return;
        }
        setStored(variantId);
        setThanks(pollText('poll.thanks'));
        emit(host, 'biz-poll-vote', { pollId, variantId });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(checkedRadio(formRef.current, 'question', choice));
  };

  const chosen = pending ?? stored;
  const titleOf = (row: PollResultAnswer[number]) =>
    titles.get(row.variant_id) || row.variant_title;

  const failure = vote.failure ?? loadFailure;
  const done = mode !== 'open' || refusal !== null;
  return (
    <form
      ref={formRef}
      className={`poll poll--${mode}`}
      aria-labelledby={questionId}
      noValidate
      onSubmit={onSubmit}
    >
      {showResults ? (
        <PollOutcome
          questionId={questionId}
          question={question}
          pending={pending}
          rows={rowsAreResults ? rows : null}
          chosen={chosen}
          titleOf={titleOf}
          loading={loading}
          rowsCut={rowsCut}
          known={loadFailure ? [] : variants}
        />
      ) : (
        <PollVariants
          pollId={pollId}
          questionId={questionId}
          question={question}
          variants={variants}
          choice={choice}
          onChoose={(id) => {
            setChoice(id);
            setHint(null);
          }}
          loading={loading}
          failed={loadFailure !== null}
        />
      )}
      {!(refusal !== null && mode === 'open') && (
        <div className="actions">
          <button
            type="submit"
            part="vote"
            className="vote"
            aria-disabled={done || !pollId || undefined}
          >
            {voteButtonText(mode)}
          </button>
        </div>
      )}
      <PollStatus
        failure={failure}
        urgent={vote.failure !== null}
        refusal={refusal}
        hint={hint}
        thanks={thanks}
      />
    </form>
  );
}
