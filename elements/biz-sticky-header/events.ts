/**
 * The events of `<biz-sticky-header>`, each declared once (name, detail type, doc) in
 * {@link StickyHeaderEvents}, which the typed `emit()`, the event maps, the manifest and the React
 * wrappers derive from (docs/architecture.md#events).
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
