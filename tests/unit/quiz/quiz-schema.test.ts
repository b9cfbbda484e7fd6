/** The quiz definition schema of `<biz-quiz>` (elements/biz-quiz/quiz-schema.ts). */
import { describe, expect, it } from 'vitest';
import { parseQuiz, rangeFor } from '../../../elements/biz-quiz/quiz-schema.ts';
import { DEMO_QUIZ } from '../../../mocks/seed/polls.ts';
import { demo, quiz } from './fixtures.ts';

describe('parseQuiz', () => {
  it('accepts the demo quiz (the seed the demo page embeds)', () => {
    const parsed = parseQuiz(JSON.stringify(DEMO_QUIZ));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.quiz.questions).toHaveLength(5);
      expect(parsed.quiz.results.map((r) => r.title)).toEqual([
        'Турист',
        'Внимательный читатель',
        'Эксперт',
      ]);
    }
  });

  it('accepts numeric ids and turns them into strings', () => {
    const data = demo() as unknown as {
      id: unknown;
      questions: { id: unknown; variants: { id: unknown }[] }[];
    };
    data.id = 3;
    data.questions[0]!.id = 301;
    data.questions[0]!.variants[0]!.id = 1;
    const parsed = parseQuiz(JSON.stringify(data));
    expect(parsed.ok && parsed.quiz.questions[0]!.id).toBe('301');
    expect(parsed.ok && parsed.quiz.questions[0]!.variants[0]!.id).toBe('1');
  });

  it.each([
    ['missing', null, 'no <script'],
    ['empty', '  ', 'no <script'],
    ['not JSON', '{"questions": [', 'not valid JSON'],
    ['not an object', '[]', 'quiz'],
    ['no questions', JSON.stringify({ ...DEMO_QUIZ, questions: [] }), 'questions'],
    ['no score ranges', JSON.stringify({ ...DEMO_QUIZ, results: [] }), 'results'],
  ])('rejects a definition that is %s', (_, source, reason) => {
    const parsed = parseQuiz(source);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });

  it('rejects a question without a right answer, with one variant, or with repeated ids', () => {
    const noRight = demo();
    noRight.questions[1]!.variants.forEach((v) => (v.correct = false));
    expect(parseQuiz(JSON.stringify(noRight))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('questions.1.variants: no variant is marked correct'),
    });
    const single = demo();
    single.questions[0]!.variants = single.questions[0]!.variants.slice(0, 1);
    expect(parseQuiz(JSON.stringify(single)).ok).toBe(false);
    const repeated = demo();
    repeated.questions[2]!.id = repeated.questions[0]!.id;
    expect(parseQuiz(JSON.stringify(repeated)).ok).toBe(false);
  });

  it('rejects a blank question text and an upside-down score range', () => {
    const blank = demo();
    blank.questions[0]!.text = '   ';
    expect(parseQuiz(JSON.stringify(blank)).ok).toBe(false);
    const upsideDown = demo();
    upsideDown.results[0]!.min = 3;
    expect(parseQuiz(JSON.stringify(upsideDown))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('min is greater than max'),
    });
  });
});

describe('score ranges', () => {
  it('picks the range the score falls in', () => {
    expect(rangeFor(quiz(), 0)?.title).toBe('Турист');
    expect(rangeFor(quiz(), 3)?.title).toBe('Внимательный читатель');
    expect(rangeFor(quiz(), 5)?.title).toBe('Эксперт');
    expect(rangeFor(quiz(), 6)).toBeUndefined();
  });
});
