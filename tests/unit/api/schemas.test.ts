import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  AckAnswer,
  CareerAnswer,
  CommentJson,
  CommentSendAnswer,
  CommentsNewAnswer,
  id,
  LiveAnswer,
  LoadMoreAnswer,
  LoginAnswer,
  NewsPageAnswer,
  NotificationsAnswer,
  num,
  PollResultAnswer,
  QuizVoteAnswer,
  RestoreAnswer,
  SearchAnswer,
  Top10ResultAnswer,
  UserpicAnswer,
  UsersAnswer,
} from '../../../src/api/schemas/index.ts';

/** Parses or throws with the zod issues. */
function parse<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  return z.parse(schema, data);
}

function rejects(schema: z.ZodMiniType, data: unknown): boolean {
  return !z.safeParse(schema, data).success;
}

describe('building blocks', () => {
  test('num: numeric strings become numbers', () => {
    expect(parse(num, '12')).toBe(12);
    expect(parse(num, '-3')).toBe(-3);
    expect(parse(num, '45.5')).toBe(45.5);
    expect(parse(num, 7)).toBe(7);
  });

  test('num: non-numeric strings and other types are rejected', () => {
    for (const bad of ['', '12abc', 'abc', ' 12', '1e3', null, true, {}]) {
      expect(rejects(num, bad), JSON.stringify(bad)).toBe(true);
    }
  });

  test('id: numbers become strings, strings stay, empty and null are rejected', () => {
    expect(parse(id, 42)).toBe('42');
    expect(parse(id, '42')).toBe('42');
    expect(parse(id, 'abc-1')).toBe('abc-1');
    expect(rejects(id, '')).toBe(true);
    expect(rejects(id, null)).toBe(true);
    expect(rejects(id, undefined)).toBe(true);
  });

  test('AckAnswer: an object with a status of any primitive kind (status required)', () => {
    expect(rejects(AckAnswer, {})).toBe(true);
    expect(parse(AckAnswer, { status: 1, extra: 'kept' })).toEqual({ status: 1, extra: 'kept' });
    expect(rejects(AckAnswer, { status: null })).toBe(true);
    expect(rejects(AckAnswer, [])).toBe(true);
    expect(rejects(AckAnswer, 'ok')).toBe(true);
  });
});

describe('answer schemas', () => {
  test('SearchAnswer coerces total_found and needs html', () => {
    expect(parse(SearchAnswer, { total_found: '12', html: '<div>…</div>' })).toEqual({
      total_found: 12,
      html: '<div>…</div>',
    });
    expect(rejects(SearchAnswer, { total_found: 12 })).toBe(true);
    expect(rejects(SearchAnswer, { total_found: 'много', html: '' })).toBe(true);
  });

  test('LiveAnswer: missing lists default to [], ids become strings, numbers are coerced', () => {
    expect(parse(LiveAnswer, { last_timestamp: '1700000000' })).toEqual({
      updated: [],
      fixed: [],
      new: [],
      delete_fixed: [],
      deleted_messages: [],
      last_timestamp: 1700000000,
    });
    const full = parse(LiveAnswer, {
      updated: [{ id: 1, html: '<p>Исправлено</p>', fixed: '0' }],
      fixed: [{ id: '2', html: '<p>Закреплено</p>', fixed: true }],
      new: [{ id: 3, html: '<p>Новое</p>', timestamp: '1700000050' }],
      delete_fixed: [2],
      deleted_messages: [{ id_to_delete: 4 }],
      last_timestamp: 1700000100,
    });
    expect(full.updated[0]).toEqual({ id: '1', html: '<p>Исправлено</p>', fixed: 0 });
    expect(full.fixed[0]!.fixed).toBe(true);
    expect(full.new[0]).toEqual({ id: '3', html: '<p>Новое</p>', timestamp: 1700000050 });
    expect(full.delete_fixed).toEqual(['2']);
    expect(full.deleted_messages).toEqual([{ id_to_delete: '4' }]);
  });

  test('LiveAnswer: wrong shapes are rejected', () => {
    expect(rejects(LiveAnswer, {})).toBe(true);
    expect(rejects(LiveAnswer, { last_timestamp: 1, new: 'none' })).toBe(true);
    expect(rejects(LiveAnswer, { last_timestamp: 1, new: [{ id: 1 }] })).toBe(true);
    expect(rejects(LiveAnswer, { last_timestamp: 1, deleted_messages: [{ id: 1 }] })).toBe(true);
  });

  test('PollResultAnswer rows: variant_id as string, percent as number', () => {
    expect(
      parse(PollResultAnswer, [
        { variant_id: 1, variant_title: 'Да', percent: '62' },
        { variant_id: '2', variant_title: 'Нет', percent: 38 },
      ]),
    ).toEqual([
      { variant_id: '1', variant_title: 'Да', percent: 62 },
      { variant_id: '2', variant_title: 'Нет', percent: 38 },
    ]);
    expect(rejects(PollResultAnswer, { variant_id: 1 })).toBe(true);
    expect(rejects(PollResultAnswer, [{ variant_id: 1, percent: 10 }])).toBe(true);
  });

  test('Top10ResultAnswer entries: id, title, count, percent', () => {
    expect(
      parse(Top10ResultAnswer, [{ id: 5, title: 'Компания', count: '10', percent: '25.5' }]),
    ).toEqual([{ id: '5', title: 'Компания', count: 10, percent: 25.5 }]);
    expect(rejects(Top10ResultAnswer, [{ id: 5, title: 'Компания', count: 10 }])).toBe(true);
  });

  test('QuizVoteAnswer: variant and percent', () => {
    expect(parse(QuizVoteAnswer, [{ variant: 2, percent: '40' }])).toEqual([
      { variant: '2', percent: 40 },
    ]);
    expect(rejects(QuizVoteAnswer, { variant: 2, percent: 40 })).toBe(true);
  });

  test('CommentJson: rating defaults to 0, emoji to {}, counts coerced', () => {
    expect(
      parse(CommentJson, {
        id: 10,
        parent_id: 0,
        message: '<p>Текст</p>',
        timestamp: '1700000000',
      }),
    ).toEqual({
      id: '10',
      parent_id: '0',
      message: '<p>Текст</p>',
      timestamp: 1700000000,
      rating: 0,
      emoji: {},
    });
    expect(
      parse(CommentJson, {
        id: '11',
        message: 'x',
        timestamp: 1,
        rating: '-2',
        emoji: { '1': '3', '4': 1 },
        is_anonymous: '1',
      }),
    ).toMatchObject({ rating: -2, emoji: { '1': 3, '4': 1 }, is_anonymous: 1 });
    expect(rejects(CommentJson, { id: 1, timestamp: 1 })).toBe(true);
    expect(rejects(CommentJson, { id: 1, message: 'x', timestamp: 'вчера' })).toBe(true);
  });

  test('CommentsNewAnswer: comments grouped by parent id', () => {
    const answer = parse(CommentsNewAnswer, {
      '0': [{ id: 12, message: 'Новый', timestamp: 5 }],
      '7': [{ id: 13, parent_id: 7, message: 'Ответ', timestamp: 6 }],
    });
    expect(Object.keys(answer)).toEqual(['0', '7']);
    expect(answer['7']![0]!.parent_id).toBe('7');
    expect(rejects(CommentsNewAnswer, { '0': { id: 1 } })).toBe(true);
  });

  test('NewsPageAnswer: articles with string ids and a numeric page', () => {
    expect(
      parse(NewsPageAnswer, {
        articles: [{ article_id: 1024, title: 'Новость', comment_num: '3', pic: null }],
        page: '2',
      }),
    ).toEqual({
      articles: [{ article_id: '1024', title: 'Новость', comment_num: 3, pic: null }],
      page: 2,
    });
    expect(rejects(NewsPageAnswer, { articles: [{ title: 'Без id' }], page: 1 })).toBe(true);
    expect(rejects(NewsPageAnswer, { page: 1 })).toBe(true);
  });

  test('status answers: status may be string, number or boolean, and is required', () => {
    expect(parse(CommentSendAnswer, { status: 'not_active' }).status).toBe('not_active');
    expect(parse(LoginAnswer, { status: true, username: 'Анна', userpic: null })).toEqual({
      status: true,
      username: 'Анна',
      userpic: null,
    });
    expect(parse(RestoreAnswer, { status: 'error', type: '3', message: 'Нет' }).type).toBe(3);
    expect(rejects(CommentSendAnswer, {})).toBe(true);
    expect(rejects(LoginAnswer, { message: 'no status' })).toBe(true);
    expect(rejects(RestoreAnswer, { status: 'error', type: 'x' })).toBe(true);
  });

  test('UsersAnswer: data defaults to [], each user needs username and nickname', () => {
    expect(parse(UsersAnswer, { status: 'ok' })).toEqual({ status: 'ok', data: [] });
    expect(rejects(UsersAnswer, { status: 'ok', data: [{ username: 'anna' }] })).toBe(true);
  });

  test('NotificationsAnswer: messages default to [] and must be strings', () => {
    expect(parse(NotificationsAnswer, {})).toEqual({ messages: [] });
    expect(parse(NotificationsAnswer, { messages: ['Привет'] })).toEqual({ messages: ['Привет'] });
    expect(rejects(NotificationsAnswer, { messages: [{ text: 'x' }] })).toBe(true);
  });

  test('UserpicAnswer needs a non-empty userpic; CareerAnswer needs state', () => {
    expect(parse(UserpicAnswer, { userpic: '/u/1.png' })).toEqual({ userpic: '/u/1.png' });
    expect(rejects(UserpicAnswer, { userpic: '' })).toBe(true);
    expect(parse(CareerAnswer, { state: 'ok' })).toEqual({ state: 'ok' });
    expect(rejects(CareerAnswer, { status: 'ok' })).toBe(true);
  });

  test('LoadMoreAnswer: html required, href may be null', () => {
    expect(
      parse(LoadMoreAnswer, { html: '<li>…</li>', href: null, current_url: '/news/2' }),
    ).toEqual({ html: '<li>…</li>', href: null, current_url: '/news/2' });
    expect(rejects(LoadMoreAnswer, { href: '/news/3' })).toBe(true);
  });

  test('unknown fields are kept (loose objects), so new server fields do not break parsing', () => {
    expect(parse(SearchAnswer, { total_found: 0, html: '', took_ms: 12 })).toEqual({
      total_found: 0,
      html: '',
      took_ms: 12,
    });
  });
});
