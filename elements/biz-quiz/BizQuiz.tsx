/**
 * Quiz (docs/behaviour.md#quiz: POST /process/quiz-vote), defined by the page in a JSON child
 * (./quiz-schema.ts); an invalid one is replaced by a Russian message and `biz-error` (kind
 * `validation`). One question at a time: the answer is posted, then the readers' shares are shown
 * with whether it was right; the final score picks its range. Progress lives in `quiz{id}`, so a
 * reload or another tab shows the same state.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { quizVote } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { quizAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useCall } from '../../src/element/use-call.ts';
import type { Failure } from '../../src/element/hooks.ts';
import { useLightDom } from '../../src/element/light-dom.ts';
import { checkedRadio } from '../../src/element/checked.ts';
import { ownValue } from '../../src/services/own.ts';
import { storage } from '../../src/services/storage.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { isCorrect, readProgress, scoreOf, writeProgress, type QuizProgress } from './progress.ts';
import { parseQuiz, rangeFor, type QuizDefinition, type QuizQuestion } from './quiz-schema.ts';
import './events.ts';
import { QuizFeedback, QuizFinal, QuizHeader, QuizVariants } from './QuizParts.tsx';
import {
  emitIfComplete,
  useFinishedElsewhere,
  useFocusAfterRender,
  useQuizProgress,
  type QuizProgressState,
  withAnswer,
} from './use-quiz-progress.ts';
import { quizText } from './strings.ts';

/** Attributes of `<biz-quiz>` as props, defaults applied (./attributes.ts). */
export type QuizProps = AttributeProps<typeof quizAttributes>;

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
      // A page author's mistake, shown at load: told politely, not as an urgent alert.
      <p part="error" className="notice notice--error" role="status">
        {quizText('quiz.invalid')}
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

/**
 * Answering a question (POST /process/quiz-vote): without a choice, the hint and focus on the
 * first variant in `formRef`; else the choice and right/wrong show at once (rolled back with a
 * retry on failure), then the answer and shares are stored (`savedHere` set) and
 * `biz-quiz-answer` (after the last, also `biz-quiz-complete`) fired.
 */
function useQuizAnswer(
  { quiz, quizId, host }: RunProps,
  { key, progress, setRaw }: QuizProgressState,
  savedHere: RefObject<boolean>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [pending, setPending] = useState<{ questionId: string; variantId: string } | null>(null);
  const call = useCall(host);
  const [hint, setHint] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const answer = (q: QuizQuestion, variantId: string) => {
    if (call.active() || ownValue(progress.answers, q.id) !== undefined) return;
    if (!variantId) {
      setHint(quizText('quiz.choose'));
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    const correct = isCorrect(quiz, q.id, variantId);
    setHint(null);
    call.run({
      request: () => quizVote(q.id, variantId),
      endpoint: '/process/quiz-vote',
      failed: quizText('quiz.failed'),
      retry: () => answer(q, variantId),
      // The choice shows as given, and right or wrong is said, while the answer is on its way.
      optimistic: {
        apply: () => {
          setPending({ questionId: q.id, variantId });
          setAnnouncement(quizText(correct ? 'quiz.right' : 'quiz.wrong'));
        },
        rollback: () => {
          setPending(null);
          setAnnouncement('');
        },
      },
      done: (rows) => {
        // Fresh from storage: another tab may have answered other questions meanwhile.
        const now = readProgress(storage().get(key), quiz);
        const updated = withAnswer(now, q.id, variantId, rows);
        savedHere.current = true;
        setRaw(writeProgress(updated));
        emit(host, 'biz-quiz-answer', { quizId, questionId: q.id, variantId, correct });
        emitIfComplete(host, quiz, quizId, updated);
        setPending(null);
      },
    });
  };

  return { answer, call, pending, hint, setHint, announcement, setAnnouncement };
}

/** One run through the quiz: the current question and its answer, or the final score. */
function QuizRun({ quiz, quizId, host }: RunProps) {
  const stored = useQuizProgress(quiz, quizId);
  const { progress, setRaw, total, next, current, setStep } = stored;
  const question: QuizQuestion | undefined = quiz.questions[current];

  const [choices, setChoices] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const scoreRef = useRef<HTMLParagraphElement>(null);
  /** Where focus goes after the next render: a new question, or the final score. */
  const focusAfter = useRef<'question' | 'score' | null>(null);
  const savedHere = useFinishedElsewhere(next, total, setStep);
  useFocusAfterRender(focusAfter, formRef, scoreRef);
  const { answer, call, pending, hint, setHint, announcement, setAnnouncement } = useQuizAnswer(
    { quiz, quizId, host },
    stored,
    savedHere,
    formRef,
  );
  const { failure, clear } = call;

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
    else
      answer(
        question,
        checkedRadio(formRef.current, 'variant', ownValue(choices, question.id) ?? ''),
      );
  };

  const live = <QuizStatus failure={failure} hint={hint} announcement={announcement} />;

  const header = <QuizHeader title={quiz.title} n={question ? current + 1 : null} total={total} />;

  if (!question) {
    return (
      <section className="quiz quiz--done" aria-label={quiz.title || quizText('quiz.label')}>
        {header}
        <QuizDone quiz={quiz} progress={progress} scoreRef={scoreRef} onRestart={restart} />
        {live}
      </section>
    );
  }

  const given = ownValue(progress.answers, question.id);
  return (
    <section className="quiz" aria-label={quiz.title || quizText('quiz.label')}>
      {header}
      <QuizQuestionForm
        quiz={quiz}
        question={question}
        progress={progress}
        given={given}
        shown={given ?? (pending?.questionId === question.id ? pending.variantId : undefined)}
        chosen={ownValue(choices, question.id) ?? ''}
        last={current + 1 >= total}
        pending={pending !== null}
        formRef={formRef}
        onSubmit={onSubmit}
        onChoose={(id) => {
          setChoices((all) => ({ ...all, [question.id]: id }));
          setHint(null);
        }}
      />
      {live}
    </section>
  );
}

/**
 * The quiz's live region: the hint and right/wrong, politely; a failed answer is an alert of its
 * own, the region not live meanwhile (never two live regions nested).
 */
function QuizStatus({
  failure,
  hint,
  announcement,
}: {
  failure: Failure | null;
  hint: string | null;
  announcement: string;
}) {
  return (
    <div part="status" className="live" aria-live={failure ? undefined : 'polite'}>
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {!failure && hint && <Notice kind="error" message={hint} announce="none" />}
      {announcement && <span className="visually-hidden">{announcement}</span>}
    </div>
  );
}

interface QuestionFormProps {
  quiz: QuizDefinition;
  question: QuizQuestion;
  progress: QuizProgress;
  /** The stored answer to this question, if any. */
  given: string | undefined;
  /** The answer shown: the stored one, or the one on its way. */
  shown: string | undefined;
  /** The variant chosen and not yet sent ('' for none). */
  chosen: string;
  /** This is the last question («Завершить» rather than «Дальше»). */
  last: boolean;
  /** An answer is on its way. */
  pending: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  onChoose: (variantId: string) => void;
}

/**
 * One question: its variants to choose from, or once answered the readers' shares and whether
 * the answer was right; then «Ответить», or «Дальше» / «Завершить» (not yet usable while the
 * answer is unsaved).
 */
function QuizQuestionForm(props: QuestionFormProps) {
  const { question, given, shown, last, pending, formRef, onSubmit } = props;
  const answered = shown !== undefined;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={pending}>
      {shown === undefined ? (
        <QuizVariants question={question} chosen={props.chosen} onChoose={props.onChoose} />
      ) : (
        <QuizFeedback
          quiz={props.quiz}
          question={question}
          progress={props.progress}
          shown={shown}
          saved={given !== undefined}
        />
      )}
      <div className="actions">
        <button
          type="submit"
          part={answered ? 'next' : 'answer'}
          className="primary"
          aria-disabled={(answered && given === undefined) || undefined}
        >
          {answered ? quizText(last ? 'quiz.finish' : 'quiz.next') : quizText('quiz.answer')}
        </button>
      </div>
    </form>
  );
}

/** The finished quiz: the score, its range's title and text, and «Пройти ещё раз». */
function QuizDone({
  quiz,
  progress,
  scoreRef,
  onRestart,
}: {
  quiz: QuizDefinition;
  progress: QuizProgress;
  scoreRef: RefObject<HTMLParagraphElement | null>;
  onRestart: () => void;
}) {
  const score = scoreOf(quiz, progress);
  return (
    <>
      <QuizFinal
        score={score}
        total={quiz.questions.length}
        range={rangeFor(quiz, score)}
        scoreRef={scoreRef}
      />
      <div className="actions">
        <button type="button" part="restart" className="primary" onClick={onRestart}>
          {quizText('quiz.restart')}
        </button>
      </div>
    </>
  );
}
