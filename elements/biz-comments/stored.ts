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

/** The comment field's `maxlength` (spec 5): the longest message a draft may restore. */
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * `text` cut to at most `max` UTF-16 code units (what `maxlength` counts), never inside a
 * surrogate pair.
 */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * A stored draft value (JSON `{"parent_id":"0","message":"…"}`) validated on read, or null:
 * `parent_id` must be a comment id (1–40 letters, digits, `_`, `-`; `0` is the top level) and
 * `message` a string, cut to `maxLength` (a 900k-character value another script or an old
 * version left is never restored, hence never sent, whole). Junk is null. Never throws.
 * @param value what storage holds under `comment-draft-{article_id}`
 * @param maxLength the field's `maxlength` (default {@link MAX_MESSAGE_LENGTH})
 */
export function parseDraft(value: string | null, maxLength = MAX_MESSAGE_LENGTH): Draft | null {
  if (!value) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { parent_id: parentId, message } = data as Record<string, unknown>;
  if (typeof parentId !== 'string' || !/^[\w-]{1,40}$/.test(parentId)) return null;
  if (typeof message !== 'string') return null;
  return { parent_id: parentId, message: cutToLength(message, maxLength) };
}

/** The stored draft of an article, if any, validated by {@link parseDraft}. */
export function readDraft(articleId: string): Draft | null {
  return parseDraft(storage().get(keys(articleId).draft));
}

/** Stores the draft (an empty message removes it when it is this form's). */
export function writeDraft(articleId: string, draft: Draft): void {
  const key = keys(articleId).draft;
  if (draft.message) storage().set(key, JSON.stringify(draft));
  else if (readDraft(articleId)?.parent_id === draft.parent_id) storage().remove(key);
}
