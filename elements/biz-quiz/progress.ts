/**
 * What `<biz-quiz>` remembers in localStorage `quiz{id}` (docs/behaviour.md#quiz): the reader's answers and the
 * readers' shares the server sent for each, as JSON
 * `{"answers": {"301": "1"}, "shares": {"301": {"1": 57, "2": 25}}}`. A reload (or another tab)
 * shows the same progress; a finished quiz shows its result with a way to take it again.
 */
import { ownValue } from '../../src/services/own.ts';
import type { QuizDefinition } from './quiz-schema.ts';

/** The reader's progress through one quiz. */
export interface QuizProgress {
  /** Question id → chosen variant id. */
  answers: Record<string, string>;
  /** Question id → variant id → the server's percent. */
  shares: Record<string, Record<string, number>>;
}

const EMPTY: QuizProgress = { answers: {}, shares: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads stored progress, keeping only answers that fit `quiz` (a changed or junk value is
 * ignored, never thrown).
 */
export function readProgress(raw: string | null, quiz: QuizDefinition): QuizProgress {
  if (!raw) return EMPTY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!isRecord(data) || !isRecord(data.answers)) return EMPTY;
  const shares = isRecord(data.shares) ? data.shares : {};
  const out: QuizProgress = { answers: {}, shares: {} };
  for (const question of quiz.questions) {
    const answer = ownValue(data.answers, question.id);
    if (typeof answer !== 'string' || !question.variants.some((v) => v.id === answer)) continue;
    out.answers[question.id] = answer;
    const given = ownValue(shares, question.id);
    if (isRecord(given)) {
      const clean: Record<string, number> = {};
      for (const [variant, percent] of Object.entries(given)) {
        if (typeof percent === 'number' && Number.isFinite(percent)) clean[variant] = percent;
      }
      out.shares[question.id] = clean;
    }
  }
  return out;
}

/** The progress as the stored JSON string. */
export function writeProgress(progress: QuizProgress): string {
  return JSON.stringify(progress);
}

/** Index of the first question without an answer; the number of questions when all are answered. */
export function firstUnanswered(quiz: QuizDefinition, progress: QuizProgress): number {
  const index = quiz.questions.findIndex((q) => !Object.hasOwn(progress.answers, q.id));
  return index === -1 ? quiz.questions.length : index;
}

/** Whether `variantId` is a right answer to the question. */
export function isCorrect(quiz: QuizDefinition, questionId: string, variantId: string): boolean {
  const question = quiz.questions.find((q) => q.id === questionId);
  return question?.variants.some((v) => v.id === variantId && v.correct === true) ?? false;
}

/** Right answers so far. */
export function scoreOf(quiz: QuizDefinition, progress: QuizProgress): number {
  return quiz.questions.filter((q) => {
    const answer = ownValue(progress.answers, q.id);
    return answer !== undefined && isCorrect(quiz, q.id, answer);
  }).length;
}
