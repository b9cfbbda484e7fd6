/** The event `<biz-sticky-header>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-sticky-header-toggle`: the header slid away or came back. */
export interface StickyHeaderToggleDetail {
  hidden: boolean;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-sticky-header-toggle': StickyHeaderToggleDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-sticky-header-toggle': CustomEvent<StickyHeaderToggleDetail>;
  }
}
