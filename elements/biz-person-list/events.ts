/**
 * The events `<biz-person-list>` dispatches, each declared once in {@link PersonListEvents}: its name, its
 * detail type and its doc (which the manifest and the README show). See docs/architecture.md#events.
 */
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
