/** The quiz definition schema and the stored progress of <biz-quiz>. */
import { describe, expect, it } from 'vitest';
import {
  parseQuiz,
  rangeFor,
  type QuizDefinition,
} from '../../../elements/biz-quiz/quiz-schema.ts';
import {
  firstUnanswered,
  isCorrect,
  readProgress,
  scoreOf,
  writeProgress,
} from '../../../elements/biz-quiz/progress.ts';
import { DEMO_QUIZ } from '../../../mocks/seed/polls.ts';

const demo = () =>
  JSON.parse(JSON.stringify(DEMO_QUIZ)) as Record<string, unknown> & typeof DEMO_QUIZ;
const quiz = (): QuizDefinition => {
  const parsed = parseQuiz(JSON.stringify(DEMO_QUIZ));
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.quiz;
};

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

describe('stored progress (quiz{id})', () => {
  it('round-trips answers and shares', () => {
    const progress = {
      answers: { '301': '1', '302': '4' },
      shares: { '301': { '1': 57, '2': 43 } },
    };
    expect(readProgress(writeProgress(progress), quiz())).toEqual(progress);
  });

  it('counts right answers and finds the next question', () => {
    const q = quiz();
    const progress = readProgress(JSON.stringify({ answers: { '301': '1', '302': '4' } }), q);
    expect(scoreOf(q, progress)).toBe(1);
    expect(firstUnanswered(q, progress)).toBe(2);
    expect(isCorrect(q, '303', '1')).toBe(true);
    expect(isCorrect(q, '303', '2')).toBe(false);
    const all = readProgress(
      JSON.stringify({ answers: { '301': '1', '302': '3', '303': '1', '304': '2', '305': '2' } }),
      q,
    );
    expect(firstUnanswered(q, all)).toBe(5);
    expect(scoreOf(q, all)).toBe(5);
  });

  it('ignores junk and answers that do not fit the quiz', () => {
    const q = quiz();
    for (const raw of [null, '', 'yes', '[1]', '{"answers": 5}', 'null']) {
      expect(readProgress(raw, q)).toEqual({ answers: {}, shares: {} });
    }
    const mixed = readProgress(
      JSON.stringify({
        answers: { '301': '9', '302': 3, '303': '2', '999': '1' },
        shares: { '303': { '1': 'x', '2': 40 } },
      }),
      q,
    );
    expect(mixed).toEqual({ answers: { '303': '2' }, shares: { '303': { '2': 40 } } });
  });

  it('a question or variant id like `constructor` is unanswered until answered (own properties only)', () => {
    const demoQuiz = demo();
    const questions = demoQuiz.questions as { id: string; variants: { id: string }[] }[];
    questions[0]!.id = 'constructor';
    questions[1]!.id = 'toString';
    questions[1]!.variants[0]!.id = 'valueOf';
    const parsed = parseQuiz(JSON.stringify(demoQuiz));
    if (!parsed.ok) throw new Error(parsed.reason);
    const q = parsed.quiz;
    const fresh = readProgress(null, q);
    expect(firstUnanswered(q, fresh)).toBe(0);
    expect(scoreOf(q, fresh)).toBe(0);
    // Stored junk: an inherited name never counts as an answer.
    const junk = readProgress('{"answers": {}, "shares": {}}', q);
    expect(firstUnanswered(q, junk)).toBe(0);
    const answered = readProgress(
      JSON.stringify({ answers: { constructor: '1' }, shares: { constructor: { '1': 60 } } }),
      q,
    );
    expect(answered.answers).toEqual({ constructor: '1' });
    expect(firstUnanswered(q, answered)).toBe(1);
  });
});
