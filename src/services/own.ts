/**
 * Own-property lookups for objects keyed by server or page data (ids, group names, variants).
 *
 * A plain object inherits `constructor`, `toString`, `__proto__` …: `'constructor' in {}` is true
 * and `{}['constructor']` is a function. An id chosen by a server or a page must never find those,
 * so lookups keyed by such data go through {@link ownValue} (or use a `Map`).
 */

/**
 * `record[key]` when `key` is the record's own property, else undefined (never an inherited
 * `constructor` or `__proto__`).
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
