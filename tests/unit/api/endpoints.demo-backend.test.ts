/**
 * The real api client (src/api/endpoints.ts) against the demo backend: paths, field names and
 * answer schemas agree end to end.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../../src/api/endpoints.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { setChaos } from '../../../mocks/chaos.ts';
import { db } from '../../../mocks/db.ts';
import { requests } from '../../../mocks/log.ts';
import { useDemoBackend } from '../mocks/helpers.ts';

useDemoBackend();

const TOKEN = '0123456789abcdef0123456789abcdef';

beforeEach(() => {
  resetServices(undefined, true);
  localStorage.setItem('token', TOKEN);
});

describe('api client × demo backend', () => {
  it('rates and reacts with the visitor token', async () => {
    await api.rateArticle('1024', 1);
    await api.rateComment('5001', -1);
    await api.reactToComment('5001', 'sad');
    expect(db.articleRatings.get('1024')).toBe(18);
    expect(db.comments.get('5001')?.rating).toBe(11);
    expect(requests('/comments/emoji')[0]?.fields).toMatchObject({ token: TOKEN, emoji_id: 'sad' });
  });

  it('signs in, comments and signs out', async () => {
    const login = await api.login('/auth/login', {
      email: 'reader@example.ru',
      password: 'demo1234',
    });
    expect(login.username).toBe('Анна Соколова');
    const sent = await api.sendComment({
      article_id: '1024',
      message: 'Проверка связи',
      parent_id: '0',
      is_anonymous: 0,
    });
    expect(sent.status).toBe('ok');
    await api.logout();
    expect(db.session).toBeNull();
  });

  it('reads the lists, polls, live and comments', async () => {
    expect((await api.newsPage(1, '10')).articles).toHaveLength(11);
    expect((await api.loadMore('/news/ajax/more?page=2')).href).toBe('/news/ajax/more?page=3');
    expect((await api.pollResult('7')).length).toBe(4);
    expect((await api.top10Result('1024')).length).toBe(10);
    expect((await api.liveUpdates('42', 0)).new.length).toBeGreaterThan(0);
    expect(await api.commentsList('1024')).toContain('data-comment-id="5040"');
    expect(await api.commentEmbed('5001')).toContain('biz-comment__link');
    expect(Object.keys(await api.newComments('1024', 0))).toContain('0');
    expect((await api.findUsers('ова')).data.length).toBeGreaterThan(0);
    expect(
      (await api.search('/search', { query: 'завод', period: 1, newest_begin: 0, page: 1 }))
        .total_found,
    ).toBeGreaterThan(0);
  });

  it('votes and sends forms', async () => {
    await api.pollVote('/polls/vote', '7', '71');
    await api.top10Vote('1024', '101');
    expect((await api.quizVote('302', '3')).length).toBe(4);
    await api.sendFeedback('/feedback', { message: 'Спасибо за подробный разбор', contact: '' });
    await api.askConferenceQuestion({
      id: '12',
      email: 'a@b.ru',
      name: 'Олег',
      message: 'Вопрос к спикеру',
    });
    const resume = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });
    expect((await api.sendResume('3', resume)).state).toBe('ok');
    await api.registerPushToken('{"endpoint":"https://push.example/1"}');
    expect((await api.getNotifications()).messages.length).toBe(2);
    expect(db.pollVotes.get(`7:${TOKEN}`)).toBe('71');
  });

  it('turns forced failures into typed errors', async () => {
    setChaos({ force: 'wrong-shape', only: '/live/ajax' });
    await expect(api.liveUpdates('42', 0)).rejects.toMatchObject({ kind: 'validation' });
    setChaos({ force: 'malformed', only: '/polls/result' });
    await expect(api.pollResult('7')).rejects.toMatchObject({ kind: 'parse' });
    setChaos({ force: 'http500', only: null });
    await expect(api.newsPage(1, '0')).rejects.toBeInstanceOf(ApiError);
    setChaos({ force: 'network' });
    await expect(api.logout()).rejects.toMatchObject({ kind: 'network' });
  });
});
