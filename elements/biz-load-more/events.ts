/** Events of `<biz-load-more>`. */

/** Detail of `biz-list-append`: more items were appended to the target list. */
export interface ListAppendDetail {
  /** Id of the target list. */
  target: string;
  /** Elements appended. */
  count: number;
  /** The next link ('' when there is no more). */
  href: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-list-append': ListAppendDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-list-append': CustomEvent<ListAppendDetail>;
  }
}
