/**
 * News lists, load-more and search (docs/server-contract.md#news-lists).
 *
 * - GET /ajax/page/{page}?fullpage&region={0|1|10|11|100} → `{articles, page}`. Page 1 holds the
 *   first 11 items (what the server renders into the page), every later page the next 20
 *   (docs/behaviour.md#news-list); past the end `articles` is empty. Region 0 is
 *   every region.
 * - GET /news/ajax/more?page=N → `{html, href, current_url}`: 10 `<li class="news-feed__item">`
 *   per page; `href` is the next page's link ('' after the last); `current_url` is
 *   `/news/ajax?page=N` (the page shows it without `/ajax`, docs/behaviour.md#load-more).
 * - POST /search: query, period (1 all time, 2 year, 3 month, 4 week), newest_begin (1: newest
 *   first, 0: by relevance), page (from 1) → `{total_found, html}` with 12
 *   `<article class="search-result">` per page (docs/server-contract.md#search).
 */
import { commentCount, db, demoNowSec } from '../db.ts';
import type { SeedArticle } from '../seed/articles.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';
import { errorAnswer, escapeHtml, str, timeTag } from '../util.ts';

/** Items on the first news page. */
const FIRST_PAGE_SIZE = 11;
/** Items on every later news page. */
const NEXT_PAGE_SIZE = 20;
/** Items per load-more page. */
const MORE_PAGE_SIZE = 10;
/** Search results per page (docs/behaviour.md#search). */
export const SEARCH_PAGE_SIZE = 12;
/** Region codes (docs/behaviour.md#news-list). */
const REGION_CODES = ['0', '1', '10', '11', '100'] as const;

const PERIOD_DAYS: Record<string, number> = { '1': Infinity, '2': 365, '3': 31, '4': 7 };

function summary(a: SeedArticle) {
  return {
    article_id: a.article_id,
    title: a.title,
    subtitle: a.subtitle,
    pic: a.pic,
    comment_num: commentCount(a.article_id),
    url: a.url,
    date: a.date,
    rubric: a.rubric,
    region: Number(a.region),
  };
}

/** One news page of a region (see the top of this file). */
export function newsPage(page: number, region: string) {
  const list = db.articles.filter((a) => region === '0' || a.region === region);
  const start = page <= 1 ? 0 : FIRST_PAGE_SIZE + (page - 2) * NEXT_PAGE_SIZE;
  const size = page <= 1 ? FIRST_PAGE_SIZE : NEXT_PAGE_SIZE;
  return { articles: list.slice(start, start + size).map(summary), page };
}

function feedItem(a: SeedArticle): string {
  return (
    `<li class="news-feed__item">${timeTag(a.date)} ` +
    `<a class="news-feed__link" href="${escapeHtml(a.url)}">${escapeHtml(a.title)}</a>` +
    `<span class="news-feed__rubric">${escapeHtml(a.rubric)}</span></li>`
  );
}

/** Lowercase word stems of a query (a rough Russian stemmer: long words lose their ending). */
function stems(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
    .map((w) => (w.length > 5 ? w.slice(0, w.length - 2) : w));
}

function normal(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

function highlight(text: string, words: string[]): string {
  if (words.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${words.map((w) => w.replace(/е/g, '[её]')).join('|')})`, 'iu');
  // split() with one capturing group: odd pieces are the matches.
  return text
    .split(pattern)
    .map((piece, i) => (i % 2 === 1 ? `<b>${escapeHtml(piece)}</b>` : escapeHtml(piece)))
    .join('');
}

/** Search over the seed articles (see the top of this file). */
function searchArticles(query: string, period: string, newestFirst: boolean, page: number) {
  const words = stems(query);
  if (words.length === 0) return { total_found: 0, html: '' };
  const days = PERIOD_DAYS[period] ?? Infinity;
  const since = demoNowSec() - days * 86_400;
  const scored = db.articles
    .filter((a) => a.date >= since)
    .map((a) => {
      const title = normal(a.title);
      const text = normal(`${a.subtitle} ${a.rubric}`);
      let score = 0;
      for (const w of words) {
        if (title.includes(w)) score += 3;
        else if (text.includes(w)) score += 1;
        else return { a, score: 0 };
      }
      return { a, score };
    })
    .filter((r) => r.score > 0)
    .sort((x, y) => (newestFirst ? 0 : y.score - x.score) || y.a.date - x.a.date);
  const start = (Math.max(1, page) - 1) * SEARCH_PAGE_SIZE;
  const html = scored
    .slice(start, start + SEARCH_PAGE_SIZE)
    .map(
      ({ a }) =>
        `<article class="search-result"><a href="${escapeHtml(a.url)}">${highlight(a.title, words)}</a>` +
        `<p>${highlight(a.subtitle, words)}</p>${timeTag(a.date)}</article>`,
    )
    .join('\n');
  return { total_found: scored.length, html };
}

export const listHandlers = [
  // GET /ajax/page/{page}?fullpage&region=… → {articles, page}.
  route(calls.newsPage, ({ params, fields }) => {
    const page = Number(params.page);
    const region = str(fields.region) || '0';
    if (!Number.isInteger(page) || page < 1) return errorAnswer('Неверный номер страницы');
    if (!(REGION_CODES as readonly string[]).includes(region)) {
      return errorAnswer('Неизвестный регион');
    }
    return newsPage(page, region);
  }),

  // GET /news/ajax/more?page=N → {html, href, current_url}.
  route(calls.loadMore, ({ fields }) => {
    const page = Math.max(1, Math.floor(Number(str(fields.page)) || 1));
    const start = (page - 1) * MORE_PAGE_SIZE;
    const items = db.articles.slice(start, start + MORE_PAGE_SIZE);
    const more = start + MORE_PAGE_SIZE < db.articles.length;
    return {
      html: items.map(feedItem).join('\n'),
      href: more ? calls.urlOf(calls.loadMore, { page: page + 1 }) : '',
      current_url: `/news/ajax?page=${page}`,
    };
  }),

  // POST /search: query, period, newest_begin, page → {total_found, html}.
  route(calls.search, ({ fields }) => {
    const page = Math.max(1, Math.floor(Number(str(fields.page)) || 1));
    return searchArticles(
      str(fields.query),
      str(fields.period) || '1',
      str(fields.newest_begin) === '1',
      page,
    );
  }),
];
