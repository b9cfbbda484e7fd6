/**
 * News list with region tabs (docs/behaviour.md#news-list): APG tabs for the region codes 0, 1, 10, 11, 100
 * (labels from the page). Each tab shows 11 items first, then 20 more per «Показать ещё»: from
 * the page's light DOM while it has them, then from GET /ajax/page/{page}?fullpage.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import { isUnixTime } from '../../src/api/schemas/common.ts';
import { isoDateTime } from '../../src/i18n/index.ts';
import { cappedNotice } from '../../src/i18n/ru/caps.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { newsListAttributes } from './attributes.ts';
import type { Failure } from '../../src/element/hooks.ts';
import { listText } from '../../src/i18n/ru/lists.ts';
import { safeUrl } from '../../src/services/url.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { Tabs } from '../../src/ui/Tabs.tsx';
import './events.ts';
import {
  FIRST_COUNT,
  MORE_COUNT,
  readSections,
  type NewsItem,
  type RegionSection,
} from './items.ts';
import { useNewsTabs, type TabState } from './use-news-tabs.ts';
import { newsListText } from './strings.ts';

/** Attributes of `<biz-news-list>` as props, defaults applied (./attributes.ts). */
export type NewsListProps = AttributeProps<typeof newsListAttributes>;

const when = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * An item's title: a link to its URL when the URL passes the check (`src/services/url.ts`: http(s)
 * or relative, resolved against apiBase), else plain text (a `javascript:` URL is never a link).
 */
function ItemTitle({ item }: { item: NewsItem }) {
  const href = safeUrl(item.url);
  if (href === null) return <span className="title">{item.title}</span>;
  return (
    <a href={href} className="title">
      {item.title}
    </a>
  );
}

/** One item of a list: its title (a link when the URL passes), subtitle, date and rubric. */
function Item({ item }: { item: NewsItem }) {
  return (
    <li part="item" className="item">
      <ItemTitle item={item} />
      {item.subtitle && <p className="subtitle">{item.subtitle}</p>}
      <span className="meta">
        {item.date !== undefined && isUnixTime(item.date) && (
          <time dateTime={isoDateTime(item.date)}>{when.format(item.date * 1000)}</time>
        )}
        {item.rubric && <span className="rubric">{item.rubric}</span>}
      </span>
    </li>
  );
}

/**
 * After «Показать ещё», focuses the first new item's title (`focusIndex`, cleared once used) in its
 * tab's list; a plain-text title (refused URL) is made focusable for this.
 */
function useFocusItem(
  focusIndex: RefObject<{ code: string; index: number } | null>,
  lists: RefObject<Map<string, HTMLUListElement>>,
) {
  useLayoutEffect(() => {
    const target = focusIndex.current;
    if (!target) return;
    focusIndex.current = null;
    const titles = lists.current.get(target.code)?.querySelectorAll<HTMLElement>('.item > .title');
    const title = titles?.item(target.index);
    if (title && !(title instanceof HTMLAnchorElement)) title.tabIndex = -1;
    title?.focus();
  });
}

/** One tab's panel: its list, «нет новостей», the failure (selected tab only) and «Показать ещё». */
function NewsPanel(props: {
  tab: TabState;
  /** The load failure, shown when this tab is the selected one; else null. */
  failure: Failure | null;
  /** The list element, for focus after «Показать ещё» (null when it goes). */
  listRef: (el: HTMLUListElement | null) => void;
  onMore: () => void;
}) {
  const { tab, failure, listRef, onMore } = props;
  // A first page that failed offers «Повторить» alone: nothing is shown to show more of.
  const more = (!tab.ended || tab.visible < tab.items.length) && !(failure && tab.visible === 0);
  return (
    <>
      <ul className="items" part="list" ref={listRef}>
        {tab.items.slice(0, tab.visible).map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ul>
      {tab.visible === 0 && tab.ended && <p className="muted">{newsListText('lists.empty')}</p>}
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {more && (
        <button type="button" part="more" className="more" aria-busy={tab.loading} onClick={onMore}>
          {tab.loading ? listText('lists.loading') : listText('lists.more')}
        </button>
      )}
    </>
  );
}

/** The tabs and lists. */
export function BizNewsList({ region, host }: NewsListProps & HostProps) {
  const [sections] = useState<RegionSection[]>(() => readSections(host));
  const codes = sections.map((s) => s.code);
  const [selected, setSelected] = useState(() =>
    region !== undefined && codes.includes(String(region)) ? String(region) : (codes[0] ?? '0'),
  );
  const { tabs, show, failure, clear, announcement, cut, focusIndex } = useNewsTabs(host, sections);
  const lists = useRef(new Map<string, HTMLUListElement>());

  // A changed `region` attribute selects its region. Not on mount: the first state already did,
  // and a slow engine can run a mount effect after a fast reader's arrow key, undoing it.
  const regionShown = useRef(region);
  useEffect(() => {
    if (region === regionShown.current) return;
    regionShown.current = region;
    if (region !== undefined && codes.includes(String(region))) setSelected(String(region));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [region]);

  // A tab the page left empty loads its first page when chosen.
  useEffect(() => {
    const tab = tabs[selected];
    if (tab && tab.items.length === 0 && !tab.ended && !tab.loading)
      show(selected, FIRST_COUNT, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  useFocusItem(focusIndex, lists);

  const choose = (code: string) => {
    clear();
    setSelected(code);
  };

  return (
    <div className="news-list">
      <Tabs
        label={newsListText('lists.regions')}
        selected={selected}
        onSelect={choose}
        items={sections.map((section) => {
          const tab = tabs[section.code]!;
          return {
            key: section.code,
            label: section.label,
            tabPart: `tab tab-${section.code}`,
            panelPart: 'panel',
            panel: (
              <NewsPanel
                tab={tab}
                failure={section.code === selected ? failure : null}
                listRef={(el) => {
                  if (el) lists.current.set(section.code, el);
                  else lists.current.delete(section.code);
                }}
                onMore={() => show(section.code, tab.visible + MORE_COUNT, true)}
              />
            ),
          };
        })}
      />
      {cut && (
        <p className="muted" part="capped">
          {cappedNotice('items', CAPS.pageItems)}
        </p>
      )}
      <div className="visually-hidden" role="status" part="status">
        {announcement}
      </div>
    </div>
  );
}
