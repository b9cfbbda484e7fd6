/**
 * Answers the spec never showed (docs/server-contract.md#answers-the-spec-does-not-show): for every call whose answer the spec does not
 * show, in a real browser through the service worker, an empty 200 and a 204 are success; JSON
 * that says failure is a refusal with the server's message; a whole HTML page (a login page) and
 * broken JSON fail. Then the same through `<biz-article-rating>` as a reader sees it: the vote
 * stays on an empty answer, and is rolled back with the server's words on a refusal.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-article-rating/biz-article-rating.ts';
import { worker } from '../../mocks/browser.ts';
import * as api from '../../src/api/endpoints.ts';
import { ApiError } from '../../src/api/errors.ts';
import { freshPageEachTest } from './helpers.ts';
import { rendered, waitFor } from './helpers/wait.ts';
import { part, shadowText } from './helpers/shadow.ts';

type Method = 'get' | 'post';

/** Each call: the path its answer is given on, and how to make it. */
const CALLS: [string, Method, string, () => Promise<unknown>][] = [
  ['rate article', 'post', '*/article/rate', () => api.rateArticle('1024', 1)],
  ['favourite', 'post', '*/me/add-fav', () => api.toggleFavourite(1, '1024')],
  ['typo', 'get', '*/typo', () => api.reportTypo({ title: 'T', link: '/a', message: 'опечатка' })],
  ['rate comment', 'post', '*/comments/rate', () => api.rateComment('5001', 1)],
  ['comment emoji', 'post', '*/comments/emoji', () => api.reactToComment('5001', '1')],
  ['poll vote', 'post', '*/polls/vote', () => api.pollVote('/polls/vote', '7', '71')],
  ['top-10 vote', 'post', '*/polls/top10/vote', () => api.top10Vote('1024', '101')],
  [
    'feedback',
    'post',
    '*/feedback',
    () => api.sendFeedback('/feedback', { message: 'М', contact: '' }),
  ],
  [
    'conference question',
    'post',
    '*/conferences/question',
    () => api.askConferenceQuestion({ id: '7', email: 'a@b.ru', name: 'Ира', message: 'Вопрос' }),
  ],
  ['push token', 'post', '*/ajax/messaging/token', () => api.registerPushToken('{"endpoint":"x"}')],
  ['logout', 'get', '*/logout', () => api.logout()],
  [
    'favourite removal',
    'get',
    '*/me/fav/remove/1/1099',
    () => api.removeDeletedFavourite('/me/fav/remove/1/1099'),
  ],
];

const LOGIN_PAGE =
  '<!DOCTYPE html><html lang="ru"><head><title>Вход</title></head><body><form action="/login">' +
  '<input name="email"><button>Войти</button></form></body></html>';

/** The refusal a call came back with: an ApiError (strict calls) or a non-success status. */
async function outcome(
  call: () => Promise<unknown>,
): Promise<{ ok: boolean; message?: string; kind?: string }> {
  try {
    const answer = (await call()) as { status?: unknown; message?: string };
    const ok = ['ok', 'success', 'true', '1'].includes(String(answer.status).toLowerCase());
    return ok ? { ok } : { ok, message: answer.message, kind: 'refusal' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      message: (error.body as { message?: string } | undefined)?.message,
      kind: error.kind,
    };
  }
}

describe('answers the spec never showed', () => {
  freshPageEachTest();

  for (const [name, method, path, call] of CALLS) {
    it(`${name}: an empty 200 and a 204 succeed; JSON that says failure, an HTML page and broken JSON fail`, async () => {
      worker.use(http[method](path, () => new HttpResponse(null, { status: 200 })));
      expect(await outcome(call), 'empty 200').to.deep.equal({ ok: true });
      worker.use(http[method](path, () => new HttpResponse(null, { status: 204 })));
      expect(await outcome(call), '204').to.deep.equal({ ok: true });
      worker.use(http[method](path, () => HttpResponse.json({ foo: 1 })));
      expect(await outcome(call), 'JSON without failure').to.deep.equal({ ok: true });

      worker.use(
        http[method](path, () =>
          HttpResponse.json({ success: false, message: 'Отказано сервером' }),
        ),
      );
      const refused = await outcome(call);
      expect(refused.ok, 'JSON failure').to.equal(false);
      expect(refused.message).to.equal('Отказано сервером');

      worker.use(
        http[method](path, () =>
          HttpResponse.text('{"status": "ok"', { headers: { 'Content-Type': 'application/json' } }),
        ),
      );
      expect(await outcome(call), 'broken JSON').to.deep.include({ ok: false, kind: 'parse' });

      worker.use(http[method](path, () => HttpResponse.html(LOGIN_PAGE)));
      // GET /logout alone takes a page as success: a server-rendered site signs out with a
      // redirect to its home page.
      expect(await outcome(call), 'HTML page').to.deep.equal(
        name === 'logout' ? { ok: true } : { ok: false, message: undefined, kind: 'parse' },
      );
    });
  }

  it('<biz-article-rating>: an empty answer keeps the vote; a refusal rolls it back with the server’s words', async () => {
    worker.use(http.post('*/article/rate', () => new HttpResponse(null, { status: 200 })));
    const el = await fixture<HTMLElement>(
      html`<biz-article-rating article-id="1024" rating="17"></biz-article-rating>`,
    );
    await rendered(el);
    part(el, 'plus').click();
    await waitFor(() => shadowText(el).includes('учтена'), 3000, 'the vote counted');
    expect(part(el, 'sum').textContent).to.equal('+18');
    expect(localStorage.getItem('article_ratings-1024')).to.equal('+');

    const other = await fixture<HTMLElement>(
      html`<biz-article-rating article-id="2048" rating="3"></biz-article-rating>`,
    );
    await rendered(other);
    worker.use(
      http.post('*/article/rate', () =>
        HttpResponse.json({ status: 'error', message: 'Голосовать можно раз в сутки' }),
      ),
    );
    part(other, 'minus').click();
    const error = await waitFor(
      () => other.shadowRoot!.querySelector('[part~=error]'),
      3000,
      'refusal',
    );
    expect(error.textContent).to.contain('Оценка не сохранилась. Голосовать можно раз в сутки');
    expect(part(other, 'sum').textContent).to.equal('+3');
    expect(localStorage.getItem('article_ratings-2048')).to.equal(null);
  });
});
