/** `record[key]` if own: a key from a server or page must not find `constructor` or `__proto__`. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
