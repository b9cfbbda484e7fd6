/**
 * The quiz definition a page embeds in `<biz-quiz>` as `<script type="application/json">`
 * (docs/server-contract.md#quiz-definition, with an example), validated with zod. A question's
 * `id` is the `vote_id` sent to POST /process/quiz-vote, a variant's `id` the `variant`; ids may be
 * numbers or strings. Every question has 2–20 variants with distinct ids and at least one marked
 * `correct`. Score ranges count right answers, `min` and `max` inclusive.
 */
import * as z from 'zod/mini';
import { id } from '../../src/api/schemas/common.ts';

// Only zod pieces the shared services chunk already has (string, number, array, refine…), so the
// quiz adds next to nothing to the chunk every element loads.
const text = z.string().check(z.refine((s) => s.trim() !== '', 'must not be blank'));
const count = z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0, 'not a count'));

const distinct = (ids: string[]) => new Set(ids).size === ids.length;

/** One answer variant. */
const QuizVariant = z.looseObject({
  id,
  text,
  correct: z.optional(z.boolean()),
});

/** One question. */
export const QuizQuestion = z.looseObject({
  id,
  text,
  variants: z.array(QuizVariant).check(
    z.refine((vs) => vs.length >= 2 && vs.length <= 20, 'needs 2 to 20 variants'),
    z.refine((vs) => distinct(vs.map((v) => v.id)), 'variant ids must be distinct'),
    z.refine((vs) => vs.some((v) => v.correct === true), 'no variant is marked correct'),
  ),
  /** Shown after the answer. */
  explanation: z.optional(z.string()),
});

/** A score range: right answers from `min` to `max` (inclusive) earn `title` and `text`. */
export const QuizRange = z
  .looseObject({
    min: count,
    max: count,
    title: text,
    text: z.optional(z.string()),
  })
  .check(z.refine((r) => r.min <= r.max, 'min is greater than max'));

/** The whole quiz. */
export const QuizDefinition = z.looseObject({
  id: z.optional(id),
  title: z.optional(z.string()),
  questions: z.array(QuizQuestion).check(
    z.refine((qs) => qs.length > 0, 'needs a question'),
    z.refine((qs) => distinct(qs.map((q) => q.id)), 'question ids must be distinct'),
  ),
  results: z.array(QuizRange).check(z.refine((rs) => rs.length > 0, 'needs a score range')),
});

/** Type of {@link QuizDefinition}. */
export type QuizDefinition = z.infer<typeof QuizDefinition>;
/** Type of {@link QuizQuestion}. */
export type QuizQuestion = z.infer<typeof QuizQuestion>;
/** Type of {@link QuizRange}. */
export type QuizRange = z.infer<typeof QuizRange>;

/** The outcome of reading a definition: the quiz, or why it cannot be used (English, for developers). */
export type ParsedQuiz = { ok: true; quiz: QuizDefinition } | { ok: false; reason: string };

/**
 * Parses and validates the JSON text of a quiz definition. Never throws.
 * @param source the `<script type="application/json">` text, or null when there is none
 */
export function parseQuiz(source: string | null): ParsedQuiz {
  if (source === null || source.trim() === '') {
    return { ok: false, reason: 'no <script type="application/json"> quiz definition' };
  }
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return {
      ok: false,
      reason: `quiz definition is not valid JSON: ${error instanceof Error ? error.message : error}`,
    };
  }
  const result = z.safeParse(QuizDefinition, data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'quiz';
    return { ok: false, reason: `quiz definition: ${where}: ${issue?.message ?? 'wrong shape'}` };
  }
  return { ok: true, quiz: result.data };
}

/** The score range `score` falls in (the first that matches), if any. */
export function rangeFor(quiz: QuizDefinition, score: number): QuizRange | undefined {
  return quiz.results.find((r) => score >= r.min && score <= r.max);
}
