/**
 * The events `<biz-sticky-header>` dispatches, each declared once in {@link StickyHeaderEvents}: its name, its
 * detail type and its doc (which the manifest and the README show). See docs/architecture.md#events.
 */
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
