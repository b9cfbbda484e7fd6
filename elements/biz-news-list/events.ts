/** The events of `<biz-news-list>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-news-more`: a tab shows more items. */
export interface NewsMoreDetail {
  /** The region code of the tab. */
  region: string;
  /** How many items it shows now. */
  shown: number;
}

/** The events of `<biz-news-list>`: name → detail, documented. */
export interface NewsListEvents {
  /** A tab shows more items: `{region, shown}`. */
  'biz-news-more': NewsMoreDetail;
  /** Loading a page failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-news-list': NewsListEvents;
  }
}
