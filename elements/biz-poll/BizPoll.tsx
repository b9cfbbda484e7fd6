/**
 * Poll (docs/behaviour.md#poll: POST {poll action}, GET /polls/result/{id}?fullpage): open (radio
 * buttons), voted (stored in `poll{id}`) or finished (`state="finished"`); voted and finished show
 * the result bars. The state lives in ./use-poll.ts; this file renders it.
 */
import { useId, useRef, type FormEvent } from 'react';
import type { PollResultAnswer } from '../../src/api/schemas/poll-result.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { pollAttributes } from './attributes.ts';
import type { Failure } from '../../src/element/hooks.ts';
import { checkedRadio } from '../../src/element/checked.ts';
import { cappedNotice } from '../../src/i18n/ru/caps.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { ResultBars } from '../../src/ui/ResultBars.tsx';
import type { PollVariant } from './read-form.ts';
import { usePoll, type PollMode } from './use-poll.ts';
import { pollText } from './strings.ts';

/** Attributes of `<biz-poll>` as props, defaults applied (./attributes.ts). */
export type PollProps = AttributeProps<typeof pollAttributes>;

/** The vote button's text for a mode: «голосование завершено», «вы проголосовали» or «Голосовать». */
function voteButtonText(mode: PollMode): string {
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
  // Busy here, not on the form: a busy ancestor holds back the status region's thanks until the
  // results are in (Orca then says nothing after «Голосовать»).
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
 * The poll's one live region, polite; a failed vote (`urgent`, the reader's own action) is an
 * alert of its own, the region not live meanwhile (never two live regions nested).
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
  const formRef = useRef<HTMLFormElement>(null);
  const questionId = useId();
  const poll = usePoll(host, { pollId, action, state }, formRef);
  const { mode, question, variants, refusal } = poll;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    poll.send(checkedRadio(formRef.current, 'question', poll.choice));
  };

  const done = mode !== 'open' || refusal !== null;
  return (
    <form
      ref={formRef}
      className={`poll poll--${mode}`}
      aria-labelledby={questionId}
      noValidate
      onSubmit={onSubmit}
    >
      {poll.showResults ? (
        <PollOutcome
          questionId={questionId}
          question={question}
          pending={poll.pending}
          rows={poll.results}
          chosen={poll.chosen}
          titleOf={poll.titleOf}
          loading={poll.loading}
          rowsCut={poll.rowsCut}
          known={poll.loadFailed ? [] : variants}
        />
      ) : (
        <PollVariants
          pollId={pollId}
          questionId={questionId}
          question={question}
          variants={variants}
          choice={poll.choice}
          onChoose={poll.choose}
          loading={poll.loading}
          failed={poll.loadFailed}
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
        failure={poll.failure}
        urgent={poll.urgent}
        refusal={refusal}
        hint={poll.hint}
        thanks={poll.thanks}
      />
    </form>
  );
}
