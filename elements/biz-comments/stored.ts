/**
 * What `<biz-comments>` keeps in localStorage (spec 3), through the storage service:
 *
 * - `comment-ratings-{article_id}`: the reader's votes, a comma-separated list of
 *   `commentId=+` / `commentId=-` (e.g. `5001=+,5007=-`);
 * - `comment-emoji-{article_id}`: the reader's reactions, `commentId=emoji` pairs the same way
 *   (e.g. `5001=like,5003=wow`);
 * - `article{id}`: the latest seen comment timestamp (Unix seconds), for «новый» marks;
 * - `comment-draft-{article_id}`: the unsent draft, JSON `{"parent_id":"0","message":"…"}`
 *   (the form last typed in; removed when sent).
 */
import { storage } from '../../src/services/storage.ts';

/** The storage keys of one article. */
export const keys = (articleId: string) => ({
  ratings: `comment-ratings-${articleId}`,
  emoji: `comment-emoji-${articleId}`,
  seen: `article${articleId}`,
  draft: `comment-draft-${articleId}`,
});

/** `5001=+,5007=-` → Map { '5001' → '+', '5007' → '-' }; anything unreadable is ignored. */
export function readList(value: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0 && at < pair.length - 1) map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return map;
}

/** Sets (or, with undefined, removes) one `commentId=value` entry of the list under `key`. */
export function setListEntry(key: string, commentId: string, value: string | undefined): void {
  const map = readList(storage().get(key));
  if (value === undefined) map.delete(commentId);
  else map.set(commentId, value);
  if (map.size === 0) storage().remove(key);
  else storage().set(key, Array.from(map, ([id, v]) => `${id}=${v}`).join(','));
}

/** An unsent draft. */
export interface Draft {
  parent_id: string;
  message: string;
}

/** The stored draft of an article, if any. */
export function readDraft(articleId: string): Draft | null {
  try {
    const draft = JSON.parse(storage().get(keys(articleId).draft) ?? 'null') as Draft | null;
    return typeof draft?.message === 'string' && typeof draft.parent_id === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/** Stores the draft (an empty message removes it when it is this form's). */
export function writeDraft(articleId: string, draft: Draft): void {
  const key = keys(articleId).draft;
  if (draft.message) storage().set(key, JSON.stringify(draft));
  else if (readDraft(articleId)?.parent_id === draft.parent_id) storage().remove(key);
}
