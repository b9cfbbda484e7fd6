/**
 * Every demo-backend answer validates against the api client's schema (src/api/schemas), and
 * every handler is exercised here.
 */
import { describe, expect, it } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { handlers } from '../../../../mocks/handlers/index.ts';
import { commentNodes, get, parsed, post, signIn, useDemoBackend } from '../helpers.ts';

useDemoBackend();

const TOKEN = 'a'.repeat(32);

/** Route pattern → a check that calls it (in a fresh store) and validates the answer. */
const calls: Record<string, () => Promise<unknown>> = {
  '/article/rate': () =>
    parsed(
      post('/article/rate', { article_id: 1024, token: TOKEN, rating: 1, local_ip: '' }),
      s.AckAnswer,
    ),
  '/me/add-fav': async () => {
    await signIn();
    return parsed(post('/me/add-fav', { type: 1, id: 1024 }), s.AckAnswer);
  },
  '/me/fav/remove/:type/:id': async () => {
    await signIn();
    return parsed(get('/me/fav/remove/1/999'), s.AckAnswer);
  },
  '/typo': () =>
    parsed(
      get('/typo', { title: 'Статья', link: '/article/1024', message: 'опечатка здесь' }),
      s.AckAnswer,
    ),
  '/auth/login': async () => {
    await parsed(
      post('/auth/login', { email: 'x@example.ru', password: 'no', _ajax: 1 }),
      s.LoginAnswer,
    );
    return parsed(
      post('/auth/login', { email: 'reader@example.ru', password: 'demo1234', _ajax: 1 }),
      s.LoginAnswer,
    );
  },
  '/auth/register': () =>
    parsed(
      post('/auth/register', {
        email: 'new@example.ru',
        password: 'secret77',
        password_repeat: 'secret77',
        name: 'Пётр',
        nickname: 'petr_n',
        token: TOKEN,
        _ajax: 1,
      }),
      s.StatusMessageAnswer,
    ),
  '/auth/restore': async () => {
    for (const email of ['reader@example.ru', 'nobody@example.ru', 'blocked@example.ru', 'bad']) {
      await parsed(post('/auth/restore', { email }), s.RestoreAnswer);
    }
  },
  '/me/password': async () => {
    await signIn();
    return parsed(
      post('/me/password', {
        password: 'demo1234',
        new_password: 'newpass1',
        repeat_password: 'newpass1',
      }),
      s.StatusMessageAnswer,
    );
  },
  '/logout': () => parsed(get('/logout'), s.AckAnswer),
  '/profile/update/userpic': async () => {
    await signIn();
    const pic = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', {
      type: 'image/svg+xml',
    });
    return parsed(post('/profile/update/userpic', { userpic: pic }), s.UserpicAnswer);
  },
  '/userpics/uploaded/:name': async () => {
    expect((await get('/userpics/uploaded/none.png')).status).toBe(404);
  },
  '/users/ajax/:partial': () =>
    parsed(get(`/users/ajax/${encodeURIComponent('ова')}`), s.UsersAnswer),
  '/comments/list/:article_id': async () => {
    const res = await get('/comments/list/1024?fullpage');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(commentNodes(await res.text()).length).toBe(40);
  },
  '/comments/send': async () => {
    await parsed(
      post('/comments/send', {
        article_id: 1024,
        message: 'Отличная новость для района',
        parent_id: 0,
        token: TOKEN,
        is_anonymous: 0,
      }),
      s.CommentSendAnswer,
    );
  },
  '/comments/new': () =>
    parsed(post('/comments/new', { article_id: 1024, timestamp: 0 }), s.CommentsNewAnswer),
  '/comments/rate': () =>
    parsed(
      post('/comments/rate', { comment_id: 5001, token: TOKEN, rating: -1, local_ip: '' }),
      s.AckAnswer,
    ),
  '/comments/report': () =>
    parsed(
      post('/comments/report', { comment_id: 5001, reason: 'spam', text: '', token: TOKEN }),
      s.AckAnswer,
    ),
  '/comments/emoji': () =>
    parsed(
      post('/comments/emoji', { comment_id: 5001, token: TOKEN, emoji_id: 'wow', local_ip: '' }),
      s.AckAnswer,
    ),
  '/comments/embed/:id': async () => {
    const res = await get('/comments/embed/5007');
    const [node] = commentNodes(await res.text());
    expect(node?.dataset.commentId).toBe('5007');
    expect(node?.querySelector('a.biz-comment__link')?.getAttribute('href')).toBe(
      '/article/1024#comment-5007',
    );
  },
  '/polls/result/:id': async () => {
    await parsed(get('/polls/result/7?fullpage'), s.PollResultAnswer);
    await parsed(get('/polls/result/8?fullpage'), s.PollResultAnswer);
  },
  '/polls/vote': () =>
    parsed(post('/polls/vote', { poll_id: 7, question: 72, token: TOKEN }), s.AckAnswer),
  '/polls/top10/result': () =>
    parsed(post('/polls/top10/result', { article_id: 1024 }), s.Top10ResultAnswer),
  '/polls/top10/vote': () =>
    parsed(
      post('/polls/top10/vote', { article_id: 1024, variant: 104, token: TOKEN }),
      s.AckAnswer,
    ),
  '/process/quiz-vote': () =>
    parsed(
      post('/process/quiz-vote', { vote_id: 301, variant: 1, token: TOKEN }),
      s.QuizVoteAnswer,
    ),
  '/live/ajax/:id': () => parsed(post('/live/ajax/42', { last_timestamp: 0 }), s.LiveAnswer),
  '/ajax/page/:page': async () => {
    for (const region of ['0', '1', '10', '11', '100']) {
      for (const page of [1, 2, 9]) {
        await parsed(get(`/ajax/page/${page}?fullpage`, { region }), s.NewsPageAnswer);
      }
    }
  },
  '/news/ajax/more': async () => {
    await parsed(get('/news/ajax/more', { page: 1 }), s.LoadMoreAnswer);
    await parsed(get('/news/ajax/more', { page: 8 }), s.LoadMoreAnswer);
  },
  '/search': async () => {
    await parsed(
      post('/search', { query: 'завод', period: 1, newest_begin: 0, page: 1 }),
      s.SearchAnswer,
    );
    await parsed(
      post('/search', { query: 'ыщщшгрк', period: 1, newest_begin: 0, page: 1 }),
      s.SearchAnswer,
    );
  },
  '/conferences/question': () =>
    parsed(
      post('/conferences/question', {
        id: 12,
        email: 'ivanov@example.ru',
        name: 'Иван Иванов',
        message: 'Когда откроется второй корпус?',
      }),
      s.AckAnswer,
    ),
  '/career/ajax/send_email': () =>
    parsed(
      post('/career/ajax/send_email', {
        career_id: 3,
        career_file: new File(['%PDF-1.4 резюме'], 'cv.pdf', { type: 'application/pdf' }),
      }),
      s.CareerAnswer,
    ),
  '/feedback': () =>
    parsed(
      post('/feedback', {
        message: 'Спасибо за статью про индустриальный парк!',
        contact: 'reader@example.ru',
        token: TOKEN,
      }),
      s.AckAnswer,
    ),
  '/ajax/messaging/token': () =>
    parsed(
      post('/ajax/messaging/token', { token: TOKEN, subscription_id: '{"endpoint":"x"}' }),
      s.AckAnswer,
    ),
  '/ajax/messaging/get-notifications': () =>
    parsed(post('/ajax/messaging/get-notifications', { token: TOKEN }), s.NotificationsAnswer),
};

describe('demo backend contract', () => {
  it('has a check here for every handler', () => {
    const patterns = handlers.map((h) => String(h.info.path).replace(/^\*/, ''));
    expect(new Set(patterns)).toEqual(new Set(Object.keys(calls)));
  });

  for (const [pattern, call] of Object.entries(calls)) {
    it(`${pattern} answers in the schema's shape`, async () => {
      await call();
    });
  }
});
