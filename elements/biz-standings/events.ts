/** The events of `<biz-standings>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */

/** Detail of `biz-standings-change`: the reader chose another table. */
export interface StandingsChangeDetail {
  /** Position of the table among the element's tables, from 0. */
  index: number;
  /** The table's label (its caption). */
  label: string;
}

/** The events of `<biz-standings>`: name → detail, documented. */
export interface StandingsEvents {
  /** The reader chose a table: `{index, label}`. */
  'biz-standings-change': StandingsChangeDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-standings': StandingsEvents;
  }
}
