/**
 * The events of `<biz-person-list>`, each declared once (name, detail type, doc) in
 * {@link PersonListEvents}, which the typed `emit()`, the event maps, the manifest and the React
 * wrappers derive from (docs/architecture.md#events).
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
