/** The events of `<biz-load-more>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-list-append`: more items were appended to the target list. */
export interface ListAppendDetail {
  /** Id of the target list. */
  target: string;
  /** Elements appended. */
  count: number;
  /** The next link ('' when there is no more). */
  href: string;
}

/** The events of `<biz-load-more>`: name → detail, documented. */
export interface LoadMoreEvents {
  /** Items were appended: `{target, count, href}`. */
  'biz-list-append': ListAppendDetail;
  /** Loading failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-load-more': LoadMoreEvents;
  }
}
