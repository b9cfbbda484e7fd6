/** Form drafts: typed text (never passwords or files) kept until the server accepts the send. */
import { storage } from '../services/storage.ts';

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number']);

/** The form's fields a draft may hold (named, enabled text inputs and textareas). */
function draftable(form: HTMLFormElement): (HTMLInputElement | HTMLTextAreaElement)[] {
  return Array.from(form.elements).filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement =>
      ((el instanceof HTMLInputElement && TEXT_TYPES.has(el.type)) ||
        el instanceof HTMLTextAreaElement) &&
      el.name !== '' &&
      !el.disabled,
  );
}

/** Reads the draft under `key`: name → text; `{}` for a missing or unreadable value. */
export function readFormDraft(key: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage().get(key) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Stores the form's typed text under `key` (removes the key when every field is empty). */
export function saveFormDraft(key: string, form: HTMLFormElement): void {
  const draft: Record<string, string> = {};
  for (const field of draftable(form)) if (field.value) draft[field.name] = field.value;
  if (Object.keys(draft).length) storage().set(key, JSON.stringify(draft));
  else storage().remove(key);
}

/** Puts the draft under `key` back into the form's empty fields (autofill keeps its word). */
export function restoreFormDraft(key: string, form: HTMLFormElement): void {
  const draft = readFormDraft(key);
  for (const field of draftable(form)) {
    const text = draft[field.name];
    if (text !== undefined && field.value === '') field.value = text;
  }
}

/** Drops the draft under `key` (after the server accepted the send). */
export function dropFormDraft(key: string): void {
  storage().remove(key);
}
