import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-news-list>`: part name → what it is. */
export const newsListParts = defineParts({
  tab: 'Each region tab.',
  'tab-0': 'The tab of region 0, all regions (also `tab`).',
  'tab-1': 'The tab of region 1 (also `tab`).',
  'tab-10': 'The tab of region 10 (also `tab`).',
  'tab-11': 'The tab of region 11 (also `tab`).',
  'tab-100': 'The tab of region 100 (also `tab`).',
  panel: 'Each tab panel.',
  list: 'The list of items in a panel.',
  item: 'One news item.',
  more: 'The «Показать ещё» button.',
  status: 'The polite announcement of loaded items (visually hidden).',
  error: 'The failure message.',
  retry: 'The retry button inside the failure message.',
  capped: '«Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).',
});
