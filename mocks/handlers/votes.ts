/**
 * Polls, top-10 blocks and quizzes (docs/server-contract.md#votes). One vote per visitor token: a poll once, a
 * top-10 block once per variant, a quiz question once. The poll form action is served at its
 * row's fallback (src/api/calls.ts).
 *
 * Refusals that are the reader's business (a second vote, a finished poll) answer HTTP 200
 * `{status: 'error', message}`; malformed requests answer HTTP 400, unknown ids 404.
 */
import { HttpResponse } from 'msw';
import { db } from '../db.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';
import { errorAnswer, percentages, str } from '../util.ts';

/** Result rows of a poll (src/api/schemas/poll-result.ts). */
function pollRows(pollId: string) {
  const poll = db.polls.get(pollId);
  if (!poll) return null;
  const percent = percentages(poll.variants.map((v) => v.votes));
  return poll.variants.map((v, i) => ({
    variant_id: Number(v.id),
    variant_title: v.title,
    percent: percent[i] ?? 0,
    votes: v.votes,
  }));
}

/** Entries of a top-10 block (src/api/schemas/top10-result.ts). */
function top10Rows(articleId: string) {
  const block = db.top10.get(articleId);
  if (!block) return [];
  const percent = percentages(block.variants.map((v) => v.count));
  return block.variants.map((v, i) => ({
    id: Number(v.id),
    title: v.title,
    count: v.count,
    percent: percent[i] ?? 0,
  }));
}

/** Per-variant percentages of one quiz question (src/api/schemas/quiz-vote.ts). */
function quizRows(voteId: string) {
  const counts = db.quizVotes.get(voteId);
  if (!counts) return null;
  const ids = [...counts.keys()];
  const percent = percentages(ids.map((id) => counts.get(id) ?? 0));
  return ids.map((variant, i) => ({ variant: Number(variant), percent: percent[i] ?? 0 }));
}

export const voteHandlers = [
  // GET /polls/result/{id}?fullpage → [{variant_id, variant_title, percent}].
  route(calls.pollResult, ({ params }) => {
    const rows = pollRows(String(params.id));
    return rows ?? errorAnswer('Опрос не найден', 404);
  }),

  // POST /polls/vote: poll_id, question (the variant id), token.
  route(calls.pollVote, ({ fields }) => {
    const pollId = str(fields.poll_id);
    const variantId = str(fields.question);
    const token = str(fields.token);
    if (!pollId || !variantId || !token) return errorAnswer('Неверный запрос');
    const poll = db.polls.get(pollId);
    if (!poll) return errorAnswer('Опрос не найден', 404);
    const variant = poll.variants.find((v) => v.id === variantId);
    if (!variant) return errorAnswer('Нет такого варианта ответа');
    if (poll.state === 'finished') return { status: 'error', message: 'Голосование завершено' };
    const key = `${pollId}:${token}`;
    if (db.pollVotes.has(key)) {
      return { status: 'error', message: 'Вы уже проголосовали в этом опросе' };
    }
    db.pollVotes.set(key, variantId);
    variant.votes += 1;
    return { status: 'ok' };
  }),

  // POST /polls/top10/result: article_id → [{id, title, count, percent}].
  route(calls.top10Result, ({ fields }) => top10Rows(str(fields.article_id))),

  // POST /polls/top10/vote: article_id, variant, token. One vote per variant per visitor.
  route(calls.top10Vote, ({ fields }) => {
    const articleId = str(fields.article_id);
    const variantId = str(fields.variant);
    const token = str(fields.token);
    if (!articleId || !variantId || !token) return errorAnswer('Неверный запрос');
    const block = db.top10.get(articleId);
    if (!block) return errorAnswer('Голосование не найдено', 404);
    const variant = block.variants.find((v) => v.id === variantId);
    if (!variant) return errorAnswer('Нет такого варианта');
    const key = `${articleId}:${variantId}:${token}`;
    if (db.top10Votes.has(key)) {
      return {
        status: 'error',
        message: 'Вы уже голосовали за этот вариант',
        count: variant.count,
      };
    }
    db.top10Votes.add(key);
    variant.count += 1;
    return { status: 'ok', count: variant.count };
  }),

  // POST /process/quiz-vote: vote_id (question), variant, token → [{variant, percent}].
  // The first answer of a visitor counts; later ones just get the current percentages.
  route(calls.quizVote, ({ fields }) => {
    const voteId = str(fields.vote_id);
    const variant = str(fields.variant);
    const token = str(fields.token);
    if (!voteId || !variant || !token) return errorAnswer('Неверный запрос');
    const counts = db.quizVotes.get(voteId);
    if (!counts) return errorAnswer('Вопрос не найден', 404);
    if (!counts.has(variant)) return errorAnswer('Нет такого варианта ответа');
    const key = `${voteId}:${token}`;
    if (!db.quizAnswers.has(key)) {
      db.quizAnswers.set(key, variant);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    return HttpResponse.json(quizRows(voteId));
  }),
];
