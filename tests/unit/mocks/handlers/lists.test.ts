/** Demo backend: news pages by region, load-more and search. */
import { describe, expect, it } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { SEARCH_PAGE_SIZE } from '../../../../mocks/handlers/lists.ts';
import { get, parsed, post, useDemoBackend } from '../helpers.ts';

useDemoBackend();

const page = (n: number, region: string) =>
  parsed(get(`/ajax/page/${n}?fullpage`, { region }), s.NewsPageAnswer);

describe('GET /ajax/page/{page}', () => {
  it('serves 11 items first, then 20 per page, newest first, until the end', async () => {
    const pages = [];
    for (let n = 1; n <= 6; n++) pages.push(await page(n, '0'));
    expect(pages.map((p) => p.articles.length)).toEqual([11, 20, 20, 20, 9, 0]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6]);
    const all = pages.flatMap((p) => p.articles);
    expect(new Set(all.map((a) => a.article_id)).size).toBe(80);
    const dates = all.map((a) => a.date!);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const first = all[0]!;
    expect(first.url).toBe(`/article/${first.article_id}`);
    expect(first.pic).toMatch(/^\/pics\/\d+\.svg$/);
    expect(all.find((a) => a.article_id === '1024')?.title).toContain('Ока-Восток');
  });

  it.each(['1', '10', '11', '100'])('filters region %s', async (region) => {
    const one = await page(1, region);
    const two = await page(2, region);
    expect(one.articles).toHaveLength(11);
    expect(two.articles).toHaveLength(9);
    expect([...one.articles, ...two.articles].every((a) => String(a.region) === region)).toBe(true);
  });

  it('refuses an unknown region', async () => {
    expect((await get('/ajax/page/1?fullpage', { region: '7' })).status).toBe(400);
  });
});

describe('GET /news/ajax/more', () => {
  it('chains pages through href and reports current_url', async () => {
    let href: string | null | undefined = '/news/ajax/more?page=1';
    let items = 0;
    let pages = 0;
    while (href) {
      const answer: s.LoadMoreAnswer = await parsed(get(href), s.LoadMoreAnswer);
      pages += 1;
      expect(answer.current_url).toBe(`/news/ajax?page=${pages}`);
      items += (answer.html.match(/<li class="news-feed__item">/g) ?? []).length;
      href = answer.href;
    }
    expect(pages).toBe(8);
    expect(items).toBe(80);
    expect(href).toBe('');
  });
});

describe('POST /search', () => {
  const search = (query: string, extra: Record<string, number> = {}) =>
    parsed(
      post('/search', { query, period: 1, newest_begin: 0, page: 1, ...extra }),
      s.SearchAnswer,
    );

  it('pages results 12 at a time', async () => {
    const first = await search('области');
    expect(first.total_found).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const count = (html: string) => (html.match(/<article class="search-result">/g) ?? []).length;
    expect(count(first.html)).toBe(SEARCH_PAGE_SIZE);
    const second = await search('области', { page: 2 });
    expect(second.total_found).toBe(first.total_found);
    expect(count(second.html)).toBe(Math.min(12, first.total_found - 12));
    expect(first.html).toMatch(/<a href="\/article\/\d+">.*<b>/);
    expect(first.html).toContain('<time datetime=');
  });

  it('finds nothing for nonsense or an empty query', async () => {
    expect(await search('ыщщшгрк')).toEqual({ total_found: 0, html: '' });
    expect(await search('  ')).toEqual({ total_found: 0, html: '' });
  });

  it('narrows by period and sorts newest first on request', async () => {
    const all = await search('завод');
    const week = await search('завод', { period: 4 });
    expect(week.total_found).toBeLessThan(all.total_found);
    const newest = await search('завод', { newest_begin: 1 });
    const dates = [...newest.html.matchAll(/datetime="([^"]+)"/g)].map((m) => Date.parse(m[1]!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});
