/**
 * QuizRun's progress hooks: the stored progress and the step on screen, the follow-up of a quiz
 * finished elsewhere, and the focus move after a step.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { quizVote } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { useStoredValue } from '../../src/element/hooks.ts';
import { quizKey } from '../../src/services/keys.ts';
import { firstUnanswered, readProgress, scoreOf, type QuizProgress } from './progress.ts';
import { rangeFor, type QuizDefinition } from './quiz-schema.ts';

/** What {@link useQuizProgress} returns. */
export interface QuizProgressState {
  /** The storage key `quiz{id}`. */
  key: string;
  /** The stored progress, validated against the quiz. */
  progress: QuizProgress;
  /** Stores the progress (a `writeProgress` string), or removes it with null. */
  setRaw: (value: string | null) => void;
  /** The number of questions. */
  total: number;
  /** The index of the first unanswered question (`total` when all are answered). */
  next: number;
  /** The index of the question on screen (`total`: the final score). */
  current: number;
  /** Sets the reader's step (clamped to `next` when read back as `current`). */
  setStep: (step: number) => void;
}

/**
 * The quiz's progress under `quiz{quizId}`, followed across instances and tabs, and the step on
 * screen: the reader's step, never past the first unanswered question (answers cleared in
 * another tab bring it back).
 */
export function useQuizProgress(quiz: QuizDefinition, quizId: string): QuizProgressState {
  const key = quizKey(quizId);
  const [raw, setRaw] = useStoredValue(key);
  const progress = useMemo(() => readProgress(raw, quiz), [raw, quiz]);
  const total = quiz.questions.length;
  const next = firstUnanswered(quiz, progress);
  const [step, setStep] = useState(next);
  const current = Math.min(step, next);
  return { key, progress, setRaw, total, next, current, setStep };
}

/**
 * Moves the step to the final score when `next` reaches `total` through another tab or instance.
 * @returns the flag to set while this instance stores an answer (not taken for another tab's)
 */
export function useFinishedElsewhere(
  next: number,
  total: number,
  setStep: (step: number) => void,
): RefObject<boolean> {
  const savedHere = useRef(false);
  useEffect(() => {
    if (savedHere.current) {
      savedHere.current = false;
      return;
    }
    if (next === total) setStep(total);
  }, [next, total, setStep]);
  return savedHere;
}

/**
 * After every render, moves focus where `focusAfter` asks (the first radio button of a new
 * question, or the final score) once it is shown, then clears the request.
 */
export function useFocusAfterRender(
  focusAfter: RefObject<'question' | 'score' | null>,
  formRef: RefObject<HTMLFormElement | null>,
  scoreRef: RefObject<HTMLParagraphElement | null>,
): void {
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    const element =
      target === 'score'
        ? scoreRef.current
        : formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    // Not shown yet (another update landed first): the request waits for the next render.
    if (!element) return;
    focusAfter.current = null;
    element.focus();
  });
}

/**
 * `now` (the progress as stored now: another tab may have answered others) plus one answer and
 * its readers' shares from the vote answer `rows` (percent by variant id).
 */
export function withAnswer(
  now: QuizProgress,
  questionId: string,
  variantId: string,
  rows: Awaited<ReturnType<typeof quizVote>>,
): QuizProgress {
  const shares = Object.fromEntries(rows.map((row) => [row.variant, row.percent]));
  return {
    answers: { ...now.answers, [questionId]: variantId },
    shares: { ...now.shares, [questionId]: shares },
  };
}

/** Dispatches `biz-quiz-complete` (score, total, the range's title) when every question is answered. */
export function emitIfComplete(
  host: HTMLElement,
  quiz: QuizDefinition,
  quizId: string,
  progress: QuizProgress,
): void {
  const total = quiz.questions.length;
  if (firstUnanswered(quiz, progress) !== total) return;
  const score = scoreOf(quiz, progress);
  emit(host, 'biz-quiz-complete', {
    quizId,
    score,
    total,
    title: rangeFor(quiz, score)?.title ?? '',
  });
}
