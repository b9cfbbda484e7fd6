/**
 * The CSRF token (docs/server-contract.md#csrf) in a real browser. With the API on the page's
 * origin, `<meta name="csrf-token">` (and `csrf-param`) is sent with a reader's vote as the
 * `X-CSRF-Token` header and as a form field; without the tags, neither; reads never carry it.
 * On a partner's page (the API on another origin) the partner's own `csrf-token` goes nowhere:
 * a vote, a bookmark and «Выйти» leave without it and still succeed; the token the news site
 * renders for its API (`biz-widgets:csrf-token`) goes in the header and a POST body, never in a
 * URL.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-article-rating/biz-article-rating.ts';
import '../../elements/biz-bookmark/biz-bookmark.ts';
import '../../elements/biz-user-menu/biz-user-menu.ts';
import { db, DEMO_ACCOUNT, requests, worker } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { configure } from '../../src/services/config.ts';
import { commentsList } from '../../src/api/endpoints.ts';
import { freshPage } from './helpers.ts';
import { rendered, waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';

interface Seen {
  header: string | null;
  fields: Record<string, string>;
}

function recordRate(): Seen[] {
  const seen: Seen[] = [];
  worker.use(
    http.post('*/article/rate', async ({ request }) => {
      seen.push({
        header: request.headers.get('x-csrf-token'),
        fields: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  return seen;
}

/** Mounts the rating of article 1024 and votes «+», until `seen` holds the vote. */
async function votePlus(seen: Seen[]): Promise<void> {
  const el = await fixture<HTMLElement>(
    html`<biz-article-rating article-id="1024" rating="17"></biz-article-rating>`,
  );
  await rendered(el);
  part(el, 'plus').click();
  await waitFor(() => seen.length === 1, 3000, 'the vote sent');
}

function meta(name: string, content: string) {
  const tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  document.head.append(tag);
}

describe('CSRF token', () => {
  beforeEach(freshPage);
  afterEach(() => {
    worker.resetHandlers();
    document.head
      .querySelectorAll('meta[name^="csrf-"], meta[name^="biz-widgets:csrf-"]')
      .forEach((tag) => tag.remove());
  });

  it('a vote sends the page’s token as X-CSRF-Token and as the csrf-param field', async () => {
    meta('csrf-param', '_token');
    meta('csrf-token', 'k7Q+tA==');
    const seen = recordRate();
    await votePlus(seen);
    expect(seen[0]!.header).to.equal('k7Q+tA==');
    expect(seen[0]!.fields).to.include({ article_id: '1024', rating: '1', _token: 'k7Q+tA==' });
  });

  it('without the meta tags a vote carries no token, and a read never does', async () => {
    const seen = recordRate();
    await votePlus(seen);
    expect(seen[0]!.header).to.equal(null);
    expect(Object.keys(seen[0]!.fields).sort()).to.deep.equal([
      'article_id',
      'local_ip',
      'rating',
      'token',
    ]);

    meta('csrf-token', 'k7Q+tA==');
    const reads: (string | null)[] = [];
    worker.use(
      http.get('*/comments/list/:id', ({ request }) => {
        reads.push(
          request.headers.get('x-csrf-token') ?? new URL(request.url).searchParams.get('_csrf'),
        );
        return HttpResponse.html('');
      }),
    );
    await commentsList('1024');
    expect(reads).to.deep.equal([null]);
  });
});

/** The news API on another origin than the test page, as on a partner's page. */
const API = 'https://api.news-partner-test.example';

/** Every place a logged request could carry `token`: its headers, body fields, query. */
function carrying(token: string) {
  return requests().map((r) => ({
    call: `${r.method} ${r.path}`,
    header: Object.values(r.headers).includes(token),
    body: Object.values(r.fields).includes(token),
    url: Object.values(r.query).includes(token) || Object.keys(r.query).includes(token),
  }));
}

/** A signed-in reader votes «+», bookmarks article 1024 and signs out, on one page. */
async function voteBookmarkSignOut(): Promise<void> {
  db.session = DEMO_ACCOUNT.email;
  auth().login({ username: 'Анна Соколова', userpic: '' });
  const box = await fixture<HTMLElement>(
    html`<div>
      <biz-article-rating article-id="1024" rating="17"></biz-article-rating>
      <biz-bookmark item-id="1024" type="1"></biz-bookmark>
      <biz-user-menu></biz-user-menu>
    </div>`,
  );
  const [rating, bookmark, menu] = [...box.children] as HTMLElement[];
  await rendered(rating!);
  part(rating!, 'plus').click();
  await waitFor(() => part(rating!, 'sum').textContent?.includes('18'), 3000, 'the vote taken');
  await waitFor(() => requests('/article/rate')[0]?.outcome === '200', 3000, 'the vote answered');
  await rendered(bookmark!);
  part(bookmark!, 'button').click();
  await waitFor(() => requests('/me/add-fav')[0]?.outcome === '200', 3000, 'the bookmark answered');
  expect(part(bookmark!, 'button').getAttribute('aria-pressed')).to.equal('true');
  expect(db.favourites.get('Анна Соколова')?.has('1:1024')).to.equal(true);
  await waitFor(() => menu!.shadowRoot?.querySelector('[part~=logout]'), 3000, 'the menu');
  part(menu!, 'logout').click();
  await waitFor(() => requests('/logout')[0]?.outcome === '200', 3000, 'the logout answered');
  await waitFor(() => menu!.shadowRoot?.querySelector('[part~=login]'), 3000, 'signed out');
  expect(db.session).to.equal(null);
}

describe('CSRF token on a partner’s page (the API on another origin)', () => {
  beforeEach(async () => {
    await freshPage();
    configure({ apiBase: API });
  });
  afterEach(() => {
    configure({ apiBase: '' });
    worker.resetHandlers();
    document.head
      .querySelectorAll('meta[name^="csrf-"], meta[name^="biz-widgets:csrf-"]')
      .forEach((tag) => tag.remove());
  });

  it('the partner’s own csrf-token appears in no request, and each action succeeds', async () => {
    meta('csrf-param', '_token');
    meta('csrf-token', 'partner-session-secret');
    await voteBookmarkSignOut();
    const calls = carrying('partner-session-secret');
    expect(calls.map((c) => c.call)).to.include.members([
      'POST /article/rate',
      'POST /me/add-fav',
      'GET /logout',
    ]);
    expect(calls.filter((c) => c.header || c.body || c.url)).to.deep.equal([]);
    const withToken = requests().filter((r) => 'x-csrf-token' in r.headers || '_token' in r.fields);
    expect(withToken).to.deep.equal([]);
  });

  it('the token rendered for the API (biz-widgets:csrf-token) goes in the header and the body, never the URL', async () => {
    meta('csrf-token', 'partner-session-secret');
    meta('biz-widgets:csrf-param', '_csrf_news');
    meta('biz-widgets:csrf-token', 'news-api-token');
    await voteBookmarkSignOut();
    const byCall = Object.fromEntries(
      carrying('news-api-token').map(({ call, ...where }) => [call, where]),
    );
    expect(byCall['POST /article/rate']).to.deep.equal({ header: true, body: true, url: false });
    expect(byCall['POST /me/add-fav']).to.deep.equal({ header: true, body: true, url: false });
    expect(byCall['GET /logout']).to.deep.equal({ header: true, body: false, url: false });
    expect(requests('/article/rate')[0]!.fields._csrf_news).to.equal('news-api-token');
    expect(
      carrying('partner-session-secret').filter((c) => c.header || c.body || c.url),
    ).to.deep.equal([]);
  });
});
