/** The event `<biz-person-list>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-person-filter`: the reader chose a letter, or «Все» (null). */
export interface PersonFilterDetail {
  letter: string | null;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-person-filter': PersonFilterDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-person-filter': CustomEvent<PersonFilterDetail>;
  }
}
