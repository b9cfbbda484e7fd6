/** The event `<biz-standings>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-standings-change`: the reader chose another table. */
export interface StandingsChangeDetail {
  /** Position of the table among the element's tables, from 0. */
  index: number;
  /** The table's label (its caption). */
  label: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-standings-change': StandingsChangeDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-standings-change': CustomEvent<StandingsChangeDetail>;
  }
}
