/**
 * The news list's tabs: what each region's tab holds and shows, and how more is loaded (the
 * page's light DOM first, then GET /ajax/page/{page}?fullpage). A tab's first page retries
 * quietly by itself after a failure; «Показать ещё» waits for the reader.
 */
import { useRef, useState, type RefObject } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import { newsPage } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import type { Failure } from '../../src/element/hooks.ts';
import { useLoad } from '../../src/element/use-load.ts';
import { listText, loadedCount } from '../../src/i18n/ru/lists.ts';
import {
  FIRST_COUNT,
  MORE_COUNT,
  dropBadArticles,
  fromSummary,
  merge,
  nextPageFor,
  type NewsItem,
  type RegionSection,
} from './items.ts';

/** One tab's items and how many of them are shown. */
export interface TabState {
  items: NewsItem[];
  visible: number;
  /** The server said there is nothing more. */
  ended: boolean;
  loading: boolean;
}

/** What {@link useNewsTabs} gives the list. */
export interface NewsTabs {
  /** Region code → its tab. */
  tabs: Record<string, TabState>;
  /**
   * Shows `want` items of tab `code`, reading server pages when the page has no more;
   * `moveFocus`: the first new item is focused (see `focusIndex`).
   */
  show: (code: string, want: number, moveFocus: boolean) => void;
  /** The load failure shown (in the selected tab), or null. */
  failure: Failure | null;
  /** Nothing shown. */
  clear: () => void;
  /** «Загружено N»: said by the status region after more items are shown. */
  announcement: string;
  /** Some answer had more than CAPS.pageItems articles. */
  cut: boolean;
  /** The item to focus after «Показать ещё» (tab code and index), cleared once used. */
  focusIndex: RefObject<{ code: string; index: number } | null>;
}

/** Warns about and reports (`biz-error`, kind validation) the malformed articles of a page. */
function reportSkipped(host: HTMLElement, page: number, skipped: string[]) {
  console.warn('[biz-widgets] <biz-news-list> skipped malformed articles', skipped);
  emit(host, 'biz-error', {
    endpoint: `/ajax/page/${page}`,
    kind: 'validation',
    message: skipped.join('; '),
  });
}

/** The first state of each tab: the page's items, {@link FIRST_COUNT} of them shown. */
const firstTabs = (sections: RegionSection[]): Record<string, TabState> =>
  Object.fromEntries(
    sections.map((s) => [
      s.code,
      {
        items: s.items,
        visible: Math.min(FIRST_COUNT, s.items.length),
        ended: false,
        loading: false,
      },
    ]),
  );

/**
 * The tabs of `sections` (read once from the page), their loading and its failure; `biz-news-more`
 * and `biz-error` are dispatched on `host`.
 */
export function useNewsTabs(host: HTMLElement, sections: RegionSection[]): NewsTabs {
  const [tabs, setTabs] = useState(() => firstTabs(sections));
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const [announcement, setAnnouncement] = useState('');
  const [cut, setCut] = useState(false);
  const { failure, clear, quiet, run } = useLoad(host);
  const focusIndex = useRef<{ code: string; index: number } | null>(null);

  const update = (code: string, patch: Partial<TabState>) =>
    setTabs((all) => ({ ...all, [code]: { ...all[code]!, ...patch } }));

  const show = (code: string, want: number, moveFocus: boolean) => {
    const tab = tabsRef.current[code];
    if (!tab || tab.loading) return;
    const reveal = (items: NewsItem[], ended: boolean) => {
      const visible = Math.min(want, items.length);
      if (visible > tab.visible) {
        setAnnouncement(loadedCount(visible - tab.visible));
        if (moveFocus) focusIndex.current = { code, index: tab.visible };
        emit(host, 'biz-news-more', { region: code, shown: visible });
      }
      update(code, { items, visible, ended, loading: false });
    };
    if (tab.items.length >= want || tab.ended) {
      if (!quiet()) clear();
      reveal(tab.items, tab.ended);
      return;
    }
    const page = nextPageFor(tab.items.length);
    run({
      request: (signal) => newsPage(page, code, { signal }),
      endpoint: `/ajax/page/${page}`,
      // Tabs share the endpoint: «Повторить» in one must not take over another's quiet retry.
      key: `${code}/${page}`,
      failed: listText('lists.failed'),
      retry: () => show(code, want, moveFocus),
      start: () => update(code, { loading: true }),
      done: (answer, cap) => {
        const { articles, skipped } = dropBadArticles(answer.articles);
        if (skipped.length) reportSkipped(host, page, skipped);
        const { items, total } = cap(articles, CAPS.pageItems, 'articles');
        if (total > items.length) setCut(true);
        const size = page === 1 ? FIRST_COUNT : MORE_COUNT;
        // The end is judged by what the server sent, not by what was kept.
        reveal(merge(tab.items, items.map(fromSummary)), answer.articles.length < size);
      },
      failing: () => update(code, { loading: false }),
      // A tab's first page heals by itself; «Показать ещё» waits for the reader.
      heal: tab.items.length === 0,
    });
  };

  return { tabs, show, failure, clear, announcement, cut, focusIndex };
}
