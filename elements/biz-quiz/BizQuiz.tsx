/**
 * Quiz (docs/behaviour.md#quiz POST /process/quiz-vote, docs/behaviour.md#quiz).
 *
 * The questions, variants, right answers and score ranges come from the page: a JSON child
 * `<script type="application/json">` validated with zod; an invalid one shows a Russian message
 * in place of the quiz and dispatches `biz-error` (kind `validation`). One question at a time:
 * the answer is posted, then the readers' shares are shown with whether it was right. The final
 * score picks its range's title and text. Progress lives in `quiz{id}`, so a reload (or another
 * tab) shows the same state, and a finished quiz its result with a way to take it again.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { quizVote } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { useStoredValue } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { useLightDom } from '../../src/element/light-dom.ts';
import { tv } from '../../src/i18n/ru/votes.ts';
import { ownValue } from '../../src/services/own.ts';
import { storage } from '../../src/services/storage.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { ResultBars, type ResultRow } from '../../src/ui/ResultBars.tsx';
import {
  firstUnanswered,
  isCorrect,
  readProgress,
  scoreOf,
  writeProgress,
  type QuizProgress,
} from './progress.ts';
import { parseQuiz, rangeFor, type QuizDefinition, type QuizQuestion } from './quiz-schema.ts';
import './events.ts';
import { quizKey } from '../../src/services/keys.ts';

/** Attributes of `<biz-quiz>` as props. */
export interface QuizProps {
  /** `quiz-id`: names the stored progress `quiz{id}`; default the definition's `id`. */
  quizId?: string;
}

/** The text of the quiz's JSON child, or null. */
function readQuizSource(host: HTMLElement): string | null {
  const script =
    host.querySelector(':scope > script[type="application/json"]') ??
    host.querySelector('script[type="application/json"]');
  return script?.textContent ?? null;
}

/** The quiz, or the message that replaces it when the page's definition is unusable. */
export function BizQuiz({ quizId, host }: QuizProps & HostProps) {
  const source = useLightDom(host, readQuizSource);
  const parsed = useMemo(() => parseQuiz(source), [source]);

  useEffect(() => {
    if (parsed.ok) return;
    console.error(`[biz-widgets] <biz-quiz>: ${parsed.reason}`);
    emit(host, 'biz-error', { endpoint: '', kind: 'validation', message: parsed.reason });
  }, [parsed, host]);

  if (!parsed.ok) {
    return (
      <p part="error" className="notice notice--error" role="alert">
        {tv('quiz.invalid')}
      </p>
    );
  }
  return (
    <QuizRun
      key={source ?? ''}
      quiz={parsed.quiz}
      quizId={quizId || parsed.quiz.id || ''}
      host={host}
    />
  );
}

interface RunProps {
  quiz: QuizDefinition;
  quizId: string;
  host: HTMLElement;
}

function QuizRun({ quiz, quizId, host }: RunProps) {
  const key = quizKey(quizId);
  const [raw, setRaw] = useStoredValue(key);
  const progress = useMemo(() => readProgress(raw, quiz), [raw, quiz]);
  const total = quiz.questions.length;
  const next = firstUnanswered(quiz, progress);
  // The question on screen: the reader's step, never past the first unanswered one (answers
  // cleared in another tab bring it back).
  const [step, setStep] = useState(next);
  const current = Math.min(step, next);
  const question: QuizQuestion | undefined = quiz.questions[current];

  const [choices, setChoices] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<{ questionId: string; variantId: string } | null>(null);
  const call = useCall(host);
  const { failure, clear } = call;
  const [hint, setHint] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const scoreRef = useRef<HTMLParagraphElement>(null);
  /** Where focus goes after the next render: a new question, or the final score. */
  const focusAfter = useRef<'question' | 'score' | null>(null);
  /** Set while this instance stores an answer, so the change is not taken for another tab's. */
  const savedHere = useRef(false);

  // A quiz finished elsewhere (another tab or instance) shows its result here too.
  useEffect(() => {
    if (savedHere.current) {
      savedHere.current = false;
      return;
    }
    if (next === total) setStep(total);
  }, [next, total]);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    const element =
      target === 'score'
        ? scoreRef.current
        : formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    // A render that does not show the target yet (another update landing first) keeps the
    // request for the next one.
    if (!element) return;
    focusAfter.current = null;
    element.focus();
  });

  const answer = (q: QuizQuestion, variantId: string) => {
    if (call.active() || ownValue(progress.answers, q.id) !== undefined) return;
    if (!variantId) {
      setHint(tv('quiz.choose'));
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    const correct = isCorrect(quiz, q.id, variantId);
    setHint(null);
    call.run({
      request: () => quizVote(q.id, variantId),
      endpoint: '/process/quiz-vote',
      failed: tv('quiz.failed'),
      retry: () => answer(q, variantId),
      // The choice shows as given, and right or wrong is said, while the answer is on its way.
      optimistic: {
        apply: () => {
          setPending({ questionId: q.id, variantId });
          setAnnouncement(tv(correct ? 'quiz.right' : 'quiz.wrong'));
        },
        rollback: () => {
          setPending(null);
          setAnnouncement('');
        },
      },
      done: (rows) => {
        // Fresh from storage: another tab may have answered other questions meanwhile.
        const now = readProgress(storage().get(key), quiz);
        const shares = Object.fromEntries(rows.map((row) => [row.variant, row.percent]));
        const updated: QuizProgress = {
          answers: { ...now.answers, [q.id]: variantId },
          shares: { ...now.shares, [q.id]: shares },
        };
        savedHere.current = true;
        setRaw(writeProgress(updated));
        emit(host, 'biz-quiz-answer', { quizId, questionId: q.id, variantId, correct });
        if (firstUnanswered(quiz, updated) === total) {
          const score = scoreOf(quiz, updated);
          emit(host, 'biz-quiz-complete', {
            quizId,
            score,
            total,
            title: rangeFor(quiz, score)?.title ?? '',
          });
        }
        setPending(null);
      },
    });
  };

  const goOn = () => {
    // Saved is enough (the request may still be settling its last promise callbacks).
    if (!question || ownValue(progress.answers, question.id) === undefined) return;
    setAnnouncement('');
    focusAfter.current = current + 1 >= total ? 'score' : 'question';
    setStep(current + 1);
  };

  const restart = () => {
    if (call.active()) return;
    clear();
    setHint(null);
    setChoices({});
    setAnnouncement('');
    setRaw(null);
    focusAfter.current = 'question';
    setStep(0);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!question) return;
    if (ownValue(progress.answers, question.id) !== undefined || pending) goOn();
    else answer(question, ownValue(choices, question.id) ?? '');
  };

  const live = (
    <div part="status" className="live" aria-live="polite">
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {!failure && hint && <Notice kind="error" message={hint} />}
      {announcement && <span className="visually-hidden">{announcement}</span>}
    </div>
  );

  const header = (
    <header className="head">
      {quiz.title && (
        <h2 part="title" className="title">
          {quiz.title}
        </h2>
      )}
      {question && (
        <p part="progress" className="progress">
          {tv('quiz.progress', { n: current + 1, total })}
        </p>
      )}
    </header>
  );

  if (!question) {
    const score = scoreOf(quiz, progress);
    const range = rangeFor(quiz, score);
    return (
      <section className="quiz quiz--done" aria-label={quiz.title || tv('quiz.label')}>
        {header}
        <div className="final">
          <p part="score" className="score" tabIndex={-1} ref={scoreRef}>
            {tv('quiz.score', { score, total })}
          </p>
          {range && (
            <>
              <h3 part="range-title" className="range-title">
                {range.title}
              </h3>
              {range.text && (
                <p part="range-text" className="range-text">
                  {range.text}
                </p>
              )}
            </>
          )}
        </div>
        <div className="actions">
          <button type="button" part="restart" className="primary" onClick={restart}>
            {tv('quiz.restart')}
          </button>
        </div>
        {live}
      </section>
    );
  }

  const given = ownValue(progress.answers, question.id);
  const shown = given ?? (pending?.questionId === question.id ? pending.variantId : undefined);
  const chosen = ownValue(choices, question.id) ?? '';
  let body;
  if (shown === undefined) {
    body = (
      <fieldset part="question" className="variants">
        <legend className="question-text">{question.text}</legend>
        {question.variants.map((variant) => (
          <label key={variant.id} part="variant" className="variant">
            <input
              type="radio"
              name="variant"
              value={variant.id}
              checked={chosen === variant.id}
              onChange={() => {
                setChoices((all) => ({ ...all, [question.id]: variant.id }));
                setHint(null);
              }}
            />
            <span>{variant.text}</span>
          </label>
        ))}
      </fieldset>
    );
  } else {
    const right = isCorrect(quiz, question.id, shown);
    const shares = ownValue(progress.shares, question.id);
    const rows: ResultRow[] = question.variants.map((variant) => {
      const marks: string[] = [];
      if (variant.correct) marks.push(tv('results.correct'));
      if (variant.id === shown) marks.push(tv('results.yourAnswer'));
      const tone = variant.correct ? 'correct' : variant.id === shown ? 'wrong' : undefined;
      return {
        id: variant.id,
        title: variant.text,
        share: (shares && ownValue(shares, variant.id)) ?? 0,
        marks,
        ...(tone ? { tone } : {}),
      };
    });
    body = (
      <div className="feedback">
        <p className="question-text">{question.text}</p>
        <p part="verdict" className={`verdict verdict--${right ? 'right' : 'wrong'}`}>
          {tv(right ? 'quiz.right' : 'quiz.wrong')}
        </p>
        {given === undefined ? (
          <p className="muted">{tv('quiz.loadingShares')}</p>
        ) : (
          shares && <ResultBars label={tv('quiz.sharesLabel')} rows={rows} />
        )}
        {question.explanation && (
          <p part="explanation" className="explanation">
            {question.explanation}
          </p>
        )}
      </div>
    );
  }

  const answered = shown !== undefined;
  const last = current + 1 >= total;
  return (
    <section className="quiz" aria-label={quiz.title || tv('quiz.label')}>
      {header}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={pending !== null}>
        {body}
        <div className="actions">
          <button
            type="submit"
            part={answered ? 'next' : 'answer'}
            className="primary"
            aria-disabled={(answered && given === undefined) || undefined}
          >
            {answered ? tv(last ? 'quiz.finish' : 'quiz.next') : tv('quiz.answer')}
          </button>
        </div>
      </form>
      {live}
    </section>
  );
}
