import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import {
  commentsList,
  liveUpdates,
  login,
  newsPage,
  rateArticle,
  rateComment,
  reactToComment,
  register,
  sendComment,
  sendResume,
  toggleFavourite,
  top10Vote,
} from '../../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { setFingerprintSource } from '../../../src/services/token.ts';
import { resetPage } from '../services/reset.ts';

const ORIGIN = 'http://localhost:3000';
const server = setupServer();

/** Form fields of each POST (or query of each GET) that reached `path`. */
function fieldsAt(method: 'get' | 'post', path: string, answer: () => Response) {
  const calls: Record<string, string>[] = [];
  server.use(
    http[method](`${ORIGIN}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const fields: Record<string, string> =
        method === 'get'
          ? Object.fromEntries(url.searchParams)
          : Object.fromEntries(new URLSearchParams(await request.text()));
      calls.push(fields);
      return answer();
    }),
  );
  return calls;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetPage();
  localStorage.setItem('token', 'visitor-token-1');
  vi.stubGlobal('RTCPeerConnection', undefined);
});
afterEach(() => {
  server.resetHandlers();
  resetPage();
});
afterAll(() => server.close());

describe('rating and reactions send token and local_ip', () => {
  test('rateArticle sends exactly article_id, token, rating, local_ip', async () => {
    const calls = fieldsAt('post', '/article/rate', () => HttpResponse.json({ status: 'ok' }));
    await expect(rateArticle('1024', 1)).resolves.toEqual({ status: 'ok' });
    expect(calls).toEqual([
      { article_id: '1024', token: 'visitor-token-1', rating: '1', local_ip: '' },
    ]);
    await rateArticle('1024', -1);
    expect(calls[1]!.rating).toBe('-1');
  });

  test('rateComment sends exactly comment_id, token, rating, local_ip', async () => {
    const calls = fieldsAt('post', '/comments/rate', () => HttpResponse.json({ status: 'ok' }));
    await expect(rateComment('77', -1)).resolves.toEqual({ status: 'ok' });
    expect(calls).toEqual([
      { comment_id: '77', token: 'visitor-token-1', rating: '-1', local_ip: '' },
    ]);
  });

  test('reactToComment sends exactly comment_id, token, emoji_id, local_ip', async () => {
    const calls = fieldsAt('post', '/comments/emoji', () => HttpResponse.json({ status: 'ok' }));
    await reactToComment('77', '3');
    expect(calls).toEqual([
      { comment_id: '77', token: 'visitor-token-1', emoji_id: '3', local_ip: '' },
    ]);
  });

  test('a fresh visitor gets the fingerprint token in the call and in localStorage', async () => {
    localStorage.clear();
    setFingerprintSource(async () => 'fp-visitor');
    const calls = fieldsAt('post', '/polls/top10/vote', () => HttpResponse.json({ status: 'ok' }));
    await top10Vote('1024', '5');
    expect(calls).toEqual([{ article_id: '1024', variant: '5', token: 'fp-visitor' }]);
    expect(localStorage.getItem('token')).toBe('fp-visitor');
  });
});

describe('comments', () => {
  test('sendComment sends exactly article_id, message, parent_id, token, is_anonymous', async () => {
    const calls = fieldsAt('post', '/comments/send', () => HttpResponse.json({ status: 'ok' }));
    const answer = await sendComment({
      article_id: '1024',
      message: 'Согласен с автором',
      parent_id: '0',
      is_anonymous: 1,
    });
    expect(isSuccessStatus(answer.status)).toBe(true);
    expect(calls).toEqual([
      {
        article_id: '1024',
        message: 'Согласен с автором',
        parent_id: '0',
        token: 'visitor-token-1',
        is_anonymous: '1',
      },
    ]);
  });

  test('sendComment resolves a not_active answer (so the reader sees the spec message)', async () => {
    fieldsAt('post', '/comments/send', () => HttpResponse.json({ status: 'not_active' }));
    const answer = await sendComment({
      article_id: '1',
      message: 'x',
      parent_id: '5',
      is_anonymous: 0,
    });
    expect(answer.status).toBe('not_active');
    expect(isSuccessStatus(answer.status)).toBe(false);
  });

  test('sendComment without a status in the answer → validation', async () => {
    fieldsAt('post', '/comments/send', () => HttpResponse.json({ message: 'ok' }));
    const error = await sendComment({
      article_id: '1',
      message: 'x',
      parent_id: '0',
      is_anonymous: 0,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('validation');
    expect((error as ApiError).endpoint).toBe('/comments/send');
  });

  test('commentsList GETs /comments/list/{id}?fullpage and returns the HTML', async () => {
    let href = '';
    server.use(
      http.get(`${ORIGIN}/comments/list/:id`, ({ request }) => {
        href = request.url;
        return HttpResponse.html('<div data-comment-id="1">Первый</div>');
      }),
    );
    await expect(commentsList('1024')).resolves.toBe('<div data-comment-id="1">Первый</div>');
    expect(new URL(href).pathname).toBe('/comments/list/1024');
    expect(new URL(href).searchParams.has('fullpage')).toBe(true);
  });
});

describe('other calls', () => {
  test('toggleFavourite sends exactly type and id', async () => {
    const calls = fieldsAt('post', '/me/add-fav', () => HttpResponse.json({ status: 'ok' }));
    await toggleFavourite(1, '1024');
    expect(calls).toEqual([{ type: '1', id: '1024' }]);
  });

  test('login posts email, password and _ajax to the form action', async () => {
    const calls = fieldsAt('post', '/login', () =>
      HttpResponse.json({ status: 'ok', username: 'Анна', userpic: '/u.png' }),
    );
    const answer = await login('/login', { email: 'anna@example.ru', password: 'секрет' });
    expect(calls).toEqual([{ email: 'anna@example.ru', password: 'секрет', _ajax: '1' }]);
    expect(answer).toEqual({ status: 'ok', username: 'Анна', userpic: '/u.png' });
  });

  test('register adds the visitor token and _ajax', async () => {
    const calls = fieldsAt('post', '/register', () => HttpResponse.json({ status: 'ok' }));
    await register('/register', {
      email: 'a@example.ru',
      password: 'p1',
      password_repeat: 'p1',
      name: 'Анна',
      nickname: 'anna',
    });
    expect(calls).toEqual([
      {
        email: 'a@example.ru',
        password: 'p1',
        password_repeat: 'p1',
        name: 'Анна',
        nickname: 'anna',
        token: 'visitor-token-1',
        _ajax: '1',
      },
    ]);
  });

  test('liveUpdates posts last_timestamp and returns the answer with empty lists filled in', async () => {
    const calls = fieldsAt('post', '/live/ajax/15', () =>
      HttpResponse.json({
        new: [{ id: 3, html: '<p>Началось</p>' }],
        last_timestamp: '1700000100',
      }),
    );
    const answer = await liveUpdates('15', 1700000000);
    expect(calls).toEqual([{ last_timestamp: '1700000000' }]);
    expect(answer.new).toEqual([{ id: '3', html: '<p>Началось</p>' }]);
    expect(answer.updated).toEqual([]);
    expect(answer.deleted_messages).toEqual([]);
    expect(answer.last_timestamp).toBe(1700000100);
  });

  test('newsPage GETs /ajax/page/{page}?fullpage with the region', async () => {
    const calls = fieldsAt('get', '/ajax/page/2', () =>
      HttpResponse.json({ articles: [{ article_id: 5, title: 'Новость' }], page: '2' }),
    );
    const answer = await newsPage(2, '10');
    expect(calls).toEqual([{ fullpage: '', region: '10' }]);
    expect(answer).toEqual({ articles: [{ article_id: '5', title: 'Новость' }], page: 2 });
  });

  test('sendResume uploads career_file and career_id as multipart', async () => {
    let received: Record<string, string> = {};
    server.use(
      http.post(`${ORIGIN}/career/ajax/send_email`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('career_file') as File;
        received = { career_id: String(form.get('career_id')), name: file.name };
        return HttpResponse.json({ state: 'ok' });
      }),
    );
    const answer = await sendResume('12', new File(['cv'], 'cv-2026.pdf'));
    expect(answer.state).toBe('ok');
    expect(received).toEqual({ career_id: '12', name: 'cv-2026.pdf' });
  });
});
