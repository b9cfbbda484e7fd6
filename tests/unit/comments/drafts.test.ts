/** Comment drafts: one per form (the main form and each reply), under their own keys. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from '../../../src/comments/drafts.ts';
import { replyDraftParent } from '../../../src/comments/stored.ts';
import { commentDraftKey } from '../../../src/services/keys.ts';
import { storage } from '../../../src/services/storage.ts';
import { resetPage } from '../services/reset.ts';

beforeEach(resetPage);
afterEach(resetPage);

describe('comment drafts', () => {
  it('keeps the main draft under the spec key and each reply under its own', () => {
    expect(commentDraftKey('42', '0')).toBe('comment-draft-42');
    expect(commentDraftKey('42', '5001')).toBe('comment-draft-42-5001');
    writeDraft('42', { parent_id: '0', message: 'Главный' });
    writeDraft('42', { parent_id: '5001', message: 'О' });
    writeDraft('42', { parent_id: '5003', message: 'Другой ответ' });
    expect(storage().get('comment-draft-42')).toBe('{"parent_id":"0","message":"Главный"}');
    expect(readDraft('42')?.message).toBe('Главный');
    expect(readDraft('42', '5001')?.message).toBe('О');
    expect(replyDraftParent('42', ['5000', '5003', '5001'])).toBe('5003');
    writeDraft('42', { parent_id: '5003', message: '' }); // sent
    expect(storage().get('comment-draft-42-5003')).toBe(null);
    expect(replyDraftParent('42', ['5000', '5003', '5001'])).toBe('5001');
    expect(readDraft('42')?.message).toBe('Главный');
  });

  it('still reads a reply draft an older version left under the main key, and moves it', () => {
    storage().set('comment-draft-42', '{"parent_id":"5002","message":"Старый ответ"}');
    expect(readDraft('42')).toBe(null);
    expect(readDraft('42', '5002')?.message).toBe('Старый ответ');
    expect(replyDraftParent('42', ['5001', '5002'])).toBe('5002');
    writeDraft('42', { parent_id: '5002', message: 'Старый ответ!' });
    expect(storage().get('comment-draft-42')).toBe(null);
    expect(readDraft('42', '5002')?.message).toBe('Старый ответ!');
  });

  it('reads nothing from an unreadable value', () => {
    storage().set('comment-draft-42-7', '{oops');
    expect(readDraft('42', '7')).toBe(null);
    expect(replyDraftParent('42', ['7'])).toBe(null);
  });
});
