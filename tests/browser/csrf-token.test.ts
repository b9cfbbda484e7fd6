/**
 * The CSRF token (docs/server-contract.md#csrf) in a real browser: with `<meta name="csrf-token">` (and `csrf-param`) on the page,
 * a reader's vote goes out with the `X-CSRF-Token` header and the token as a form field; without
 * the tags, neither; reads never carry it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-article-rating/biz-article-rating.ts';
import { worker } from '../../mocks/browser.ts';
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
    document.head.querySelectorAll('meta[name^="csrf-"]').forEach((tag) => tag.remove());
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
