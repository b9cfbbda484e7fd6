/** The latest comment timestamp seen per discussion (`article{id}`), for the «новый» marks. */
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

/** The latest comment timestamp (Unix s) seen of `articleId`, or null on a first visit. */
export function readSeen(articleId: string): number | null {
  const value = storage().get(commentKeys(articleId).seen);
  const seen = value === null ? NaN : Number(value);
  return Number.isFinite(seen) ? seen : null;
}

/** Remembers `timestamp` (Unix s, never moved back) as seen of `articleId`; drops the oldest. */
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
