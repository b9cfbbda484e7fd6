/** Events of `<biz-search>`. */

/** Detail of `biz-search-load`: a page of results arrived. */
export interface SearchLoadDetail {
  query: string;
  period: number;
  newestBegin: 0 | 1;
  page: number;
  total: number;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-search-load': SearchLoadDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-search-load': CustomEvent<SearchLoadDetail>;
  }
}
