/**
 * News items of `<biz-news-list>`: read from the page's light DOM, or from GET
 * /ajax/page/{page}?fullpage (docs/server-contract.md#news-lists), in one shape.
 */
import { isUnixTime } from '../../src/api/schemas/common.ts';
import type { ArticleSummary } from '../../src/api/schemas/news-page.ts';

/** Region codes of the tabs, in order (docs/behaviour.md#news-list). */
const REGION_CODES = ['0', '1', '10', '11', '100'] as const;

/** Items a tab shows first, and how many more each click adds (docs/behaviour.md#news-list). */
export const FIRST_COUNT = 11;
export const MORE_COUNT = 20;

/** One news item. */
export interface NewsItem {
  id: string;
  title: string;
  url: string;
  /** Unix seconds. */
  date?: number;
  rubric?: string;
  subtitle?: string;
}

/** One region's tab as the page supplies it. */
export interface RegionSection {
  code: string;
  label: string;
  items: NewsItem[];
}

function readItem(node: Element): NewsItem | null {
  const link = node.querySelector('a[href]');
  const url = link?.getAttribute('href') ?? '';
  const title = link?.textContent?.trim() ?? '';
  if (!url || !title) return null;
  const time = node.querySelector('time');
  const stamp = time ? Date.parse(time.getAttribute('datetime') ?? '') : NaN;
  const rubric = node.querySelector('[data-rubric], .rubric')?.textContent?.trim();
  const subtitle = node.querySelector('p')?.textContent?.trim();
  return {
    id: (node as HTMLElement).dataset.articleId || url,
    title,
    url,
    ...(Number.isFinite(stamp) ? { date: Math.floor(stamp / 1000) } : {}),
    ...(rubric ? { rubric } : {}),
    ...(subtitle ? { subtitle } : {}),
  };
}

/**
 * The page's tabs (docs/server-contract.md#news-list-page): `<section data-region data-label>`
 * children of the host with `<li>`/`<article>` items; only the spec's region codes, in its order.
 */
export function readSections(host: HTMLElement): RegionSection[] {
  const sections: RegionSection[] = [];
  for (const code of REGION_CODES) {
    const section = host.querySelector<HTMLElement>(`:scope > [data-region="${code}"]`);
    if (!section) continue;
    const label =
      section.dataset.label?.trim() ||
      section.querySelector('h1, h2, h3, h4')?.textContent?.trim() ||
      code;
    const items = Array.from(section.querySelectorAll('li, article'))
      .map(readItem)
      .filter((item): item is NewsItem => item !== null);
    sections.push({ code, label, items });
  }
  return sections;
}

/**
 * Leaves out each article whose `date` a Date cannot hold (1e16, unreadable), so one bad item
 * never takes the list down.
 * @returns the good articles, in order, and one line per dropped article (for `biz-error`)
 */
export function dropBadArticles(articles: ArticleSummary[]): {
  articles: ArticleSummary[];
  skipped: string[];
} {
  const skipped: string[] = [];
  const good = articles.filter((a) => {
    if (a.date === undefined || isUnixTime(a.date)) return true;
    skipped.push(`article ${a.article_id}: date ${String(a.date)} outside the Date range`);
    return false;
  });
  return { articles: good, skipped };
}

/** An article of GET /ajax/page/{page}?fullpage as a news item. */
export function fromSummary(a: ArticleSummary): NewsItem {
  const extra = a as ArticleSummary & { rubric?: unknown };
  return {
    id: a.article_id,
    title: a.title,
    url: a.url ?? `/article/${a.article_id}`,
    ...(a.date !== undefined ? { date: a.date } : {}),
    ...(typeof extra.rubric === 'string' ? { rubric: extra.rubric } : {}),
    ...(a.subtitle ? { subtitle: a.subtitle } : {}),
  };
}

/** The server page holding the item after the first `known` (page 1: 11 items, later ones 20). */
export function nextPageFor(known: number): number {
  return known < FIRST_COUNT ? 1 : 2 + Math.floor((known - FIRST_COUNT) / MORE_COUNT);
}

/** `items` plus those of `more` it does not have yet (by id). */
export function merge(items: NewsItem[], more: NewsItem[]): NewsItem[] {
  const seen = new Set(items.map((i) => i.id));
  return [...items, ...more.filter((i) => !seen.has(i.id) && seen.add(i.id))];
}
