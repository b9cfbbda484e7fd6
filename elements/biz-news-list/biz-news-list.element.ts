import { createElementClass } from '../../src/element/define.ts';
import { tabsStyles } from '../../src/ui/Tabs.tsx';
import { BizNewsList, type NewsListProps } from './BizNewsList.tsx';
import { newsListAttributes } from './attributes.ts';
import css from './biz-news-list.css?inline';

/**
 * News list with region tabs (docs/behaviour.md#news-list).
 *
 * @summary News list with region tabs and «Показать ещё».
 * @tagname biz-news-list
 * @slot - The page's sections (`[data-region]`, `data-label`), read, not shown as is.
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
