/**
 * The events `<biz-search>` dispatches, each declared once in {@link SearchEvents}: its name, its
 * detail type and its doc (which the manifest and the README show). See docs/architecture.md#events.
 */
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
