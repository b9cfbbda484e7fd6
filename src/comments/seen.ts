/**
 * What a reader has seen of each discussion (docs/behaviour.md#comments-new), for the «новый»
 * marks: the latest comment timestamp seen, under the spec's `article{id}` key, for the last
 * {@link SEEN_ARTICLES} articles only. Which articles those are is kept under
 * SEEN_ARTICLES_KEY (a JSON array of ids, the most recent last); marking one more drops the
 * oldest article's key.
 */
import { commentKeys, SEEN_ARTICLES_KEY } from '../services/keys.ts';
import { storage } from '../services/storage.ts';

/** How many articles' "seen" marks are kept. */
export const SEEN_ARTICLES = 200;

/** The article ids of SEEN_ARTICLES_KEY, the most recent last; anything unreadable is none. */
function articles(): string[] {
  try {
    const list: unknown = JSON.parse(storage().get(SEEN_ARTICLES_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The latest comment timestamp (Unix seconds) the reader has seen of `articleId`, or null on a
 * first visit (nothing stored, or not a number).
 */
export function readSeen(articleId: string): number | null {
  const value = storage().get(commentKeys(articleId).seen);
  const seen = value === null ? NaN : Number(value);
  return Number.isFinite(seen) ? seen : null;
}

/**
 * Remembers `timestamp` (Unix seconds) as the latest comment seen of `articleId` (never moving it
 * back), making it the most recent article; beyond {@link SEEN_ARTICLES} the oldest one's mark is
 * dropped.
 */
export function markSeen(articleId: string, timestamp: number): void {
  const before = readSeen(articleId);
  if (before === null || timestamp > before)
    storage().set(commentKeys(articleId).seen, String(timestamp));
  const list = articles().filter((id) => id !== articleId);
  list.push(articleId);
  for (const dropped of list.splice(0, Math.max(0, list.length - SEEN_ARTICLES)))
    storage().remove(commentKeys(dropped).seen);
  storage().set(SEEN_ARTICLES_KEY, JSON.stringify(list));
}
