/** Demo backend: polls, top-10 and quiz votes. */
import { describe, expect, it } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { DEMO_QUIZ } from '../../../../mocks/seed/polls.ts';
import { get, json, parsed, post, useDemoBackend } from '../helpers.ts';

useDemoBackend();

const result = (id: string) => parsed(get(`/polls/result/${id}?fullpage`), s.PollResultAnswer);
const percentOf = (rows: s.PollResultAnswer, variant: string) =>
  rows.find((r) => r.variant_id === variant)?.percent;

describe('polls', () => {
  it('has an open poll 7 with four variants and a finished poll 8', async () => {
    const open = await result('7');
    expect(open.map((r) => r.variant_id)).toEqual(['71', '72', '73', '74']);
    expect(open.reduce((sum, r) => sum + r.percent, 0)).toBe(100);
    expect(await json(post('/polls/vote', { poll_id: 8, question: 81, token: 't' }))).toEqual({
      status: 'error',
      message: 'Голосование завершено',
    });
    expect((await get('/polls/result/99?fullpage')).status).toBe(404);
  });

  it('counts one vote per token', async () => {
    const votes = async () => (await json<{ votes: number }[]>(get('/polls/result/7')))[3]!.votes;
    const before = await votes();
    expect(await json(post('/polls/vote', { poll_id: 7, question: 74, token: 'a' }))).toEqual({
      status: 'ok',
    });
    expect(await votes()).toBe(before + 1);
    const again = await json(post('/polls/vote', { poll_id: 7, question: 71, token: 'a' }));
    expect(again.status).toBe('error');
    expect(await votes()).toBe(before + 1);
    await post('/polls/vote', { poll_id: 7, question: 74, token: 'b' });
    expect(await votes()).toBe(before + 2);
  });

  it('moves the percentages after many votes', async () => {
    const before = percentOf(await result('7'), '74')!;
    for (let i = 0; i < 100; i++) {
      await post('/polls/vote', { poll_id: 7, question: 74, token: `v${i}` });
    }
    expect(percentOf(await result('7'), '74')).toBeGreaterThan(before);
  });

  it('refuses a variant of another poll', async () => {
    expect((await post('/polls/vote', { poll_id: 7, question: 81, token: 'a' })).status).toBe(400);
  });
});

describe('top-10', () => {
  it('lists ten variants of article 1024 with counts and percents', async () => {
    const rows = await parsed(
      post('/polls/top10/result', { article_id: 1024 }),
      s.Top10ResultAnswer,
    );
    expect(rows).toHaveLength(10);
    expect(rows.reduce((sum, r) => sum + r.percent, 0)).toBe(100);
    expect(
      await parsed(post('/polls/top10/result', { article_id: 5 }), s.Top10ResultAnswer),
    ).toEqual([]);
  });

  it('takes one vote per variant per token and answers the new count', async () => {
    const vote = (variant: number, token = 'x') =>
      json(post('/polls/top10/vote', { article_id: 1024, variant, token }));
    expect(await vote(104)).toEqual({ status: 'ok', count: 357 });
    expect(await vote(104)).toMatchObject({ status: 'error', count: 357 });
    expect(await vote(105)).toEqual({ status: 'ok', count: 122 });
    expect(await vote(104, 'y')).toEqual({ status: 'ok', count: 358 });
    const rows = await parsed(
      post('/polls/top10/result', { article_id: 1024 }),
      s.Top10ResultAnswer,
    );
    expect(rows.find((r) => r.id === '104')?.count).toBe(358);
  });
});

describe('quiz', () => {
  it('exports a five-question quiz whose questions the server knows', async () => {
    expect(DEMO_QUIZ.questions).toHaveLength(5);
    for (const q of DEMO_QUIZ.questions) {
      expect(q.variants.filter((v) => v.correct)).toHaveLength(1);
      const rows = await parsed(
        post('/process/quiz-vote', { vote_id: q.id, variant: q.variants[0]!.id, token: 'q' }),
        s.QuizVoteAnswer,
      );
      expect(rows.map((r) => r.variant)).toEqual(q.variants.map((v) => v.id));
      expect(rows.reduce((sum, r) => sum + r.percent, 0)).toBe(100);
    }
    const max = Math.max(...DEMO_QUIZ.results.map((r) => r.max));
    expect(max).toBe(DEMO_QUIZ.questions.length);
  });

  it('counts the first answer of a token only', async () => {
    const vote = (variant: string, token: string) =>
      parsed(post('/process/quiz-vote', { vote_id: 303, variant, token }), s.QuizVoteAnswer);
    const first = await vote('3', 'a');
    const second = await vote('3', 'a');
    expect(second).toEqual(first);
    expect(
      (await post('/process/quiz-vote', { vote_id: 303, variant: 9, token: 'a' })).status,
    ).toBe(400);
  });
});
