/**
 * The comment form's drafts (docs/behaviour.md#comments): read when a form opens and written as
 * the reader types, under the keys described in ./stored.ts. Only the form's own chunk loads
 * this module; the list needs only `replyDraftParent` (./stored.ts).
 */
import { commentDraftKey, commentKeys } from '../services/keys.ts';
import { storage } from '../services/storage.ts';
import { parseDraft, type Draft } from './stored.ts';

/**
 * The stored draft of the form answering `parentId` ('0': the main form) of an article, if any;
 * `null` for a missing or unreadable value, or one that belongs to another form.
 */
export function readDraft(articleId: string, parentId = '0'): Draft | null {
  const own = parseDraft(storage().get(commentDraftKey(articleId, parentId)));
  if (own?.parent_id === parentId) return own;
  const legacy = parseDraft(storage().get(commentKeys(articleId).draft));
  return legacy?.parent_id === parentId ? legacy : null;
}

/**
 * Stores the draft of one form under its own key; an empty message removes it (used once the
 * comment is sent). Clears a legacy reply draft of the same parent held under the main key.
 */
export function writeDraft(articleId: string, draft: Draft): void {
  const key = commentDraftKey(articleId, draft.parent_id);
  const main = commentKeys(articleId).draft;
  if (key !== main && parseDraft(storage().get(main))?.parent_id === draft.parent_id) {
    storage().remove(main);
  }
  if (draft.message) storage().set(key, JSON.stringify(draft));
  else storage().remove(key);
}
