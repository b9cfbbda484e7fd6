/** The event `<biz-bookmark>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-bookmark-toggle`: the bookmark's state the server accepted. */
export interface BookmarkToggleDetail {
  itemId: string;
  /** 1 an article, 2 a person (the spec's `type`). */
  type: 1 | 2;
  active: boolean;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-bookmark-toggle': BookmarkToggleDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-bookmark-toggle': CustomEvent<BookmarkToggleDetail>;
  }
}
