/** Caps per answer: beyond them an element shows «Показаны первые N …» and emits a `biz-error`. */
export const CAPS = Object.freeze({
  /** Result rows of GET /polls/result/{id}. */
  pollRows: 100,
  /** Messages of one POST /live/ajax/{id} answer (`new`, `updated`, `fixed` each). */
  liveMessages: 100,
  /** Messages a live block keeps in its feed (older ones leave at the bottom). */
  liveFeed: 500,
  /** Comments of one GET /comments/list answer (light DOM too) or one /comments/new answer. */
  comments: 5000,
  /** Characters of one message's HTML (a live message, a comment's message). */
  messageChars: 10_000,
  /** Characters of a whole comments list answer read at all. */
  listHtmlChars: 8_000_000,
  /** Top-level items of one search results page or one «Показать ещё» answer. */
  pageItems: 100,
  /** Characters of the HTML of one search results page or «Показать ещё» answer. */
  pageHtmlChars: 2_000_000,
  notifications: 20,
});

/** What a cap kept. */
export interface Capped<T> {
  items: T[];
  /** How many the answer had (more than `items.length` when cut). */
  total: number;
}

/** The first `max` of `list`. */
export function capList<T>(list: readonly T[], max: number): Capped<T> {
  return { items: list.length > max ? list.slice(0, max) : [...list], total: list.length };
}

/** `text` cut to `max` characters, and whether it was cut. */
export function capText(text: string, max: number): { text: string; cut: boolean } {
  return text.length > max ? { text: text.slice(0, max), cut: true } : { text, cut: false };
}
