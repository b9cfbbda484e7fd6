/** The events of `<biz-search>`, declared once (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-search-load`: a page of results arrived. */
export interface SearchLoadDetail {
  query: string;
  period: number;
  newestBegin: 0 | 1;
  page: number;
  total: number;
}

/** The events of `<biz-search>`: name → detail, documented. */
export interface SearchEvents {
  /** A page of results arrived: `{query, period, newestBegin, page, total}`. */
  'biz-search-load': SearchLoadDetail;
  /** A search failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-search': SearchEvents;
  }
}
