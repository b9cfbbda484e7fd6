/**
 * What `<biz-comments>` stores: `comment-ratings-{article_id}` (`5001=+,5007=-`), `comment-emoji-…`
 * (`5001=like`), and JSON drafts under `comment-draft-{article_id}[-{parent_id}]`.
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

/** The comment field's `maxlength`: the longest message a draft may restore. */
export const MAX_MESSAGE_LENGTH = 5000;

/** `text` cut to `max` UTF-16 units (what `maxlength` counts), never inside a surrogate pair. */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A stored draft `value` validated (never throws), its message cut to `maxLength`; else null. */
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

/** The first of `ids` with a reply draft (the form to reopen after a reload), or null. */
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
