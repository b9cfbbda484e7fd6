import { createElementClass } from '../../src/element/define.ts';
import { tabsStyles } from '../../src/ui/Tabs.tsx';
import { BizNewsList, type NewsListProps } from './BizNewsList.tsx';
import { newsListAttributes } from './attributes.ts';
import css from './biz-news-list.css?inline';

/**
 * News list with region tabs (docs/behaviour.md#news-list). The page supplies one section per region code
 * (0, 1, 10, 11, 100) with its label and server-rendered items; they become WAI-ARIA APG tabs
 * (arrows, Home, End). Each tab shows 11 items first, then 20 more per «Показать ещё»: from the
 * page's items while it has them, then from GET /ajax/page/{page}?fullpage&region={code}. A tab
 * the page left empty loads its first page when chosen. Without JavaScript the sections stay
 * readable as they are.
 *
 * ```html
 * <biz-news-list region="0">
 *   <section data-region="0" data-label="Все новости">
 *     <ul><li data-article-id="1001"><a href="/article/1001">Заголовок</a>
 *       <time datetime="2025-03-01T09:30:00+03:00">1 марта, 09:30</time>
 *       <span class="rubric">Промышленность</span></li> …</ul>
 *   </section>
 *   <section data-region="1" data-label="Окск">…</section>
 * </biz-news-list>
 * ```
 *
 * @summary News list with region tabs and «Показать ещё».
 * @tagname biz-news-list
 *
 * @slot - The page's sections (`[data-region]`, `data-label`), read, not shown as is.
 *
 * @csspart tab - Each region tab (also `tab-0`, `tab-1`, `tab-10`, `tab-11`, `tab-100`).
 * @csspart panel - Each tab panel.
 * @csspart list - The list of items in a panel.
 * @csspart item - One news item.
 * @csspart more - The «Показать ещё» button.
 * @csspart status - The polite announcement of loaded items (visually hidden).
 * @csspart error - The failure message.
 * @csspart retry - The retry button inside the failure message.
 * @csspart capped - «Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).
 *
 * @cssproperty --biz-accent - Selected tab and link hover colour.
 * @cssproperty --biz-border - Separator colour.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizNewsListElement extends createElementClass<NewsListProps>({
  component: BizNewsList,
  attributes: newsListAttributes,
  styles: [tabsStyles, css],
}) {}
