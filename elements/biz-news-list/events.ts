/** Events of `<biz-news-list>`. */

/** Detail of `biz-news-more`: a tab shows more items. */
export interface NewsMoreDetail {
  /** The region code of the tab. */
  region: string;
  /** How many items it shows now. */
  shown: number;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-news-more': NewsMoreDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-news-more': CustomEvent<NewsMoreDetail>;
  }
}
