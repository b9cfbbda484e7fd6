/**
 * The CSRF token goes only where its session lives: `<meta name="biz-widgets:csrf-token">` to the
 * API's origin, the page's own `<meta name="csrf-token">` only to the page's origin. A call that
 * changes data sends it as the `X-CSRF-Token` header and, in a POST body, as a form field
 * (`csrf-param`, else `_csrf`); never in a URL. Reads send nothing of it, and without the meta
 * tag nothing is added.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import {
  commentsList,
  logout,
  newComments,
  rateArticle,
  reportTypo,
  search,
  sendComment,
} from '../../../src/api/endpoints.ts';
import { csrfTokenFor } from '../../../src/api/csrf.ts';
import { configure } from '../../../src/services/config.ts';
import { resetPage } from '../services/reset.ts';

const ORIGIN = 'http://localhost:3000';
/** The news API on another origin than the page, as on a partner's page. */
const API = 'https://api.news.example';
const server = setupServer();

/** What reached the server: the header, and the fields of the body (POST) or query (GET). */
interface Seen {
  header: string | null;
  fields: Record<string, string>;
}

function record(
  method: 'get' | 'post',
  path: string,
  answer: () => Response,
  origin = ORIGIN,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`${origin}${path}`, async ({ request }) => {
      const fields =
        method === 'get'
          ? Object.fromEntries(new URL(request.url).searchParams)
          : Object.fromEntries(new URLSearchParams(await request.text()));
      seen.push({ header: request.headers.get('x-csrf-token'), fields });
      return answer();
    }),
  );
  return seen;
}

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const ok = () => HttpResponse.json({ status: 'ok' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetPage();
  localStorage.setItem('token', 'visitor-token-1');
  vi.stubGlobal('RTCPeerConnection', undefined);
});
afterEach(() => {
  server.resetHandlers();
  document.head
    .querySelectorAll('meta[name^="csrf-"], meta[name^="biz-widgets:csrf-"]')
    .forEach((meta) => meta.remove());
  resetPage();
});
afterAll(() => server.close());

describe('CSRF token', () => {
  test('the read rule: whose token goes to which origin, param defaults to _csrf', () => {
    const page = location.origin;
    const apiUrl = `${API}/`;
    expect(csrfTokenFor(`${page}/x`, apiUrl)).toBe(null);
    addMeta('csrf-token', '   ');
    expect(csrfTokenFor(`${page}/x`, `${page}/`)).toBe(null);
    document.head.querySelector('meta[name="csrf-token"]')!.remove();
    addMeta('csrf-token', 'partner-1');
    addMeta('csrf-param', '_token');
    // The page's own token: to the page's origin only, never to the API elsewhere.
    expect(csrfTokenFor(`${API}/article/rate`, apiUrl)).toBe(null);
    expect(csrfTokenFor(`${page}/vote`, apiUrl)).toEqual({
      param: '_token',
      token: 'partner-1',
    });
    // With the API on the page's origin, the plain meta is the API's token.
    expect(csrfTokenFor(`${page}/article/rate`, `${page}/`)).toEqual({
      param: '_token',
      token: 'partner-1',
    });
    // The namespaced meta: to the API's origin only, with its own param.
    addMeta('biz-widgets:csrf-token', 'news-1');
    expect(csrfTokenFor(`${API}/article/rate`, apiUrl)).toEqual({
      param: '_csrf',
      token: 'news-1',
    });
    addMeta('biz-widgets:csrf-param', '_news');
    expect(csrfTokenFor(`${API}/article/rate`, apiUrl)).toEqual({
      param: '_news',
      token: 'news-1',
    });
    expect(csrfTokenFor('https://third.example/x', apiUrl)).toBe(null);
    // Where both apply (API on the page's origin), the namespaced one wins.
    expect(csrfTokenFor(`${page}/article/rate`, `${page}/`)?.token).toBe('news-1');
    expect(csrfTokenFor('not a url', apiUrl)).toBe(null);
  });

  test('a partner page’s own token never reaches the API on another origin', async () => {
    configure({ apiBase: API });
    addMeta('csrf-param', '_token');
    addMeta('csrf-token', 'partner-secret');
    const rate = record('post', '/article/rate', ok, API);
    await rateArticle('1024', 1);
    const out = record('get', '/logout', ok, API);
    await logout();
    expect(rate).toEqual([
      {
        header: null,
        fields: { article_id: '1024', token: 'visitor-token-1', rating: '1', local_ip: '' },
      },
    ]);
    expect(out).toEqual([{ header: null, fields: {} }]);
  });

  test('the namespaced token reaches the API on another origin: header and body, not URL', async () => {
    configure({ apiBase: API });
    addMeta('csrf-token', 'partner-secret');
    addMeta('biz-widgets:csrf-token', 'news-token');
    const rate = record('post', '/article/rate', ok, API);
    await rateArticle('1024', 1);
    const out = record('get', '/logout', ok, API);
    await logout();
    expect(rate[0]).toEqual({
      header: 'news-token',
      fields: {
        article_id: '1024',
        token: 'visitor-token-1',
        rating: '1',
        local_ip: '',
        _csrf: 'news-token',
      },
    });
    expect(out).toEqual([{ header: 'news-token', fields: {} }]);
  });

  test('a POST that changes data sends the header and the field, beside its own fields', async () => {
    addMeta('csrf-param', '_csrf');
    addMeta('csrf-token', 'Zx9+/a==');
    const seen = record('post', '/article/rate', ok);
    await rateArticle('1024', 1);
    expect(seen).toEqual([
      {
        header: 'Zx9+/a==',
        fields: {
          article_id: '1024',
          token: 'visitor-token-1',
          rating: '1',
          local_ip: '',
          _csrf: 'Zx9+/a==',
        },
      },
    ]);
  });

  test('GET calls that change data (logout, typo) send it in the header only, never the URL', async () => {
    addMeta('csrf-token', 'tok-2');
    const out = record('get', '/logout', ok);
    await logout();
    expect(out).toEqual([{ header: 'tok-2', fields: {} }]);
    const typo = record('get', '/typo', ok);
    await reportTypo({ title: 'Т', link: '/a', message: 'опечатка' });
    expect(typo[0]).toEqual({
      header: 'tok-2',
      fields: { title: 'Т', link: '/a', message: 'опечатка' },
    });
  });

  test('a token rotated by the page (after sign-in) is the one sent next', async () => {
    addMeta('csrf-token', 'old');
    const seen = record('post', '/comments/send', () => HttpResponse.json({ status: 'ok' }));
    await sendComment({ article_id: '1', message: 'Текст', parent_id: '0', is_anonymous: 0 });
    document.head.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content = 'new';
    await sendComment({ article_id: '1', message: 'Текст', parent_id: '0', is_anonymous: 0 });
    expect(seen.map((s) => [s.header, s.fields._csrf])).toEqual([
      ['old', 'old'],
      ['new', 'new'],
    ]);
  });

  test('reads carry no token, and without the meta tag nothing is added', async () => {
    addMeta('csrf-token', 'tok-3');
    const list = record('get', '/comments/list/1', () => HttpResponse.html(''));
    await commentsList('1');
    const fresh = record('post', '/comments/new', () => HttpResponse.json({}));
    await newComments('1', 0).catch(() => undefined);
    const found = record('post', '/search/', () => HttpResponse.json({ total_found: 0, html: '' }));
    await search('/search/', { query: 'нефть', period: 0, newest_begin: 0, page: 1 });
    for (const seen of [list, fresh, found]) {
      expect(seen[0]!.header).toBe(null);
      expect(seen[0]!.fields).not.toHaveProperty('_csrf');
    }
    document.head.querySelector('meta[name="csrf-token"]')!.remove();
    const rate = record('post', '/article/rate', ok);
    await rateArticle('1024', -1);
    expect(rate[0]!.header).toBe(null);
    expect(Object.keys(rate[0]!.fields).sort()).toEqual([
      'article_id',
      'local_ip',
      'rating',
      'token',
    ]);
  });
});
