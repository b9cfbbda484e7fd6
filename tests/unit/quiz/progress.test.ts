/** The stored progress of `<biz-quiz>` (elements/biz-quiz/progress.ts). */
import { describe, expect, it } from 'vitest';
import {
  firstUnanswered,
  isCorrect,
  readProgress,
  scoreOf,
  writeProgress,
} from '../../../elements/biz-quiz/progress.ts';
import { parseQuiz } from '../../../elements/biz-quiz/quiz-schema.ts';
import { demo, quiz } from './fixtures.ts';

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
