/** The events of `<biz-person-list>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */

/** Detail of `biz-person-filter`: the reader chose a letter, or «Все» (null). */
export interface PersonFilterDetail {
  letter: string | null;
}

/** The events of `<biz-person-list>`: name → detail, documented. */
export interface PersonListEvents {
  /** The reader chose a letter: `{letter}` (null for «Все»). */
  'biz-person-filter': PersonFilterDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-person-list': PersonListEvents;
  }
}
