/** The comment form's drafts (keys: ./stored.ts), loaded with the form's chunk only. */
import { commentDraftKey, commentKeys } from '../services/keys.ts';
import { storage } from '../services/storage.ts';
import { parseDraft, type Draft } from './stored.ts';

/** The stored draft of the form answering `parentId` ('0': the main form), or null. */
export function readDraft(articleId: string, parentId = '0'): Draft | null {
  const own = parseDraft(storage().get(commentDraftKey(articleId, parentId)));
  if (own?.parent_id === parentId) return own;
  const legacy = parseDraft(storage().get(commentKeys(articleId).draft));
  return legacy?.parent_id === parentId ? legacy : null;
}

/** Stores one form's draft under its own key (empty message: removed); clears a legacy copy. */
export function writeDraft(articleId: string, draft: Draft): void {
  const key = commentDraftKey(articleId, draft.parent_id);
  const main = commentKeys(articleId).draft;
  if (key !== main && parseDraft(storage().get(main))?.parent_id === draft.parent_id) {
    storage().remove(main);
  }
  if (draft.message) storage().set(key, JSON.stringify(draft));
  else storage().remove(key);
}
