/**
 * What `<biz-comments>` keeps in localStorage (docs/behaviour.md#comments), through the storage service
 * (the keys: src/services/keys.ts):
 *
 * - `comment-ratings-{article_id}`: the reader's votes, a comma-separated list of
 *   `commentId=+` / `commentId=-` (e.g. `5001=+,5007=-`);
 * - `comment-emoji-{article_id}`: the reader's reactions, `commentId=emoji` pairs the same way
 *   (e.g. `5001=like,5003=wow`);
 * - `article{id}`: the latest seen comment timestamp (Unix seconds), for «новый» marks;
 * - `comment-draft-{article_id}`: the unsent draft of the main form, JSON
 *   `{"parent_id":"0","message":"…"}` (removed once the server confirms it was sent);
 * - `comment-draft-{article_id}-{parent_id}`: the unsent draft of the reply to comment
 *   `parent_id`, the same JSON (`{"parent_id":"5001","message":"…"}`), one per parent, so typing
 *   a reply never overwrites the main draft or another reply. A reply draft left under the main
 *   key by an older version (its `parent_id` is not "0") is still read, and moved to its own key
 *   on the next keystroke.
 */
import { commentDraftKey, commentKeys } from '../services/keys.ts';
import { storage } from '../services/storage.ts';

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

/** The comment field's `maxlength` (docs/behaviour.md#comments): the longest message a draft may restore. */
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
 * @param value what storage holds under a draft key
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

/**
 * The first comment of `ids` (in the given order) with a reply draft: the reply form to reopen
 * after a reload. `null` when no reply has a draft.
 */
export function replyDraftParent(articleId: string, ids: Iterable<string>): string | null {
  const legacy = parseDraft(storage().get(commentKeys(articleId).draft));
  for (const id of ids) {
    if (id === '0') continue;
    if (legacy?.parent_id === id) return id;
    const value = storage().get(commentDraftKey(articleId, id)); // one read per comment
    if (value !== null && parseDraft(value)?.parent_id === id) return id;
  }
  return null;
}
