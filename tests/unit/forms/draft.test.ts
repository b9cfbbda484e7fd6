import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dropFormDraft,
  readFormDraft,
  restoreFormDraft,
  saveFormDraft,
} from '../../../src/forms/draft.ts';
import { storage } from '../../../src/services/storage.ts';
import { resetPage } from '../services/reset.ts';

beforeEach(resetPage);
afterEach(resetPage);

function form(): HTMLFormElement {
  const f = document.createElement('form');
  for (const [name, type] of [
    ['name', 'text'],
    ['email', 'email'],
    ['password', 'password'],
    ['resume', 'file'],
    ['token', 'hidden'],
    ['agree', 'checkbox'],
  ] as const) {
    const input = document.createElement('input');
    input.name = name;
    input.type = type;
    f.append(input);
  }
  const area = document.createElement('textarea');
  area.name = 'message';
  f.append(area);
  document.body.append(f);
  return f;
}

const field = (f: HTMLFormElement, name: string) =>
  f.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;

describe('form drafts', () => {
  it('keeps typed text only: never passwords, files, hidden fields or checkboxes', () => {
    const f = form();
    field(f, 'name').value = 'Анна';
    field(f, 'message').value = 'Вопрос о парке';
    field(f, 'password').value = 'secret-1';
    field(f, 'token').value = 'abc';
    (field(f, 'agree') as HTMLInputElement).checked = true;
    saveFormDraft('form-draft-test', f);
    expect(storage().get('form-draft-test')).toBe(
      JSON.stringify({ name: 'Анна', message: 'Вопрос о парке' }),
    );
    f.remove();
  });

  it('restores into empty fields only, and drops the key when the form is empty', () => {
    storage().set(
      'form-draft-test',
      JSON.stringify({ name: 'Анна', email: 'a@example.ru', password: 'x', message: 1 }),
    );
    const f = form();
    field(f, 'email').value = 'autofill@example.ru';
    restoreFormDraft('form-draft-test', f);
    expect(field(f, 'name').value).toBe('Анна');
    expect(field(f, 'email').value).toBe('autofill@example.ru');
    expect(field(f, 'password').value).toBe('');
    expect(field(f, 'message').value).toBe('');
    for (const name of ['name', 'email']) field(f, name).value = '';
    saveFormDraft('form-draft-test', f);
    expect(storage().get('form-draft-test')).toBe(null);
    f.remove();
  });

  it('reads an unreadable value as no draft, and drops a draft', () => {
    storage().set('form-draft-test', '{broken');
    expect(readFormDraft('form-draft-test')).toEqual({});
    storage().set('form-draft-test', '["a"]');
    expect(readFormDraft('form-draft-test')).toEqual({});
    dropFormDraft('form-draft-test');
    expect(storage().get('form-draft-test')).toBe(null);
  });
});
