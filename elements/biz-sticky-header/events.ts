/** The events of `<biz-sticky-header>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */

/** Detail of `biz-sticky-header-toggle`: the header slid away or came back. */
export interface StickyHeaderToggleDetail {
  hidden: boolean;
}

/** The events of `<biz-sticky-header>`: name → detail, documented. */
export interface StickyHeaderEvents {
  /** The header was hidden or shown again: `{hidden}`. */
  'biz-sticky-header-toggle': StickyHeaderToggleDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-sticky-header': StickyHeaderEvents;
  }
}
