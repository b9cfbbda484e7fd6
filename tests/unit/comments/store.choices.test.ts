/**
 * The comments store: what a reader chooses through a comment's «Ещё» menu: one menu open at a
 * time, hidden authors kept for the whole site (a JSON array of names) and followed across
 * stores, a hidden comment shown anyway, the report form, and a note that goes after 3 s.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCommentsStore } from '../../../src/comments/store.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { storage } from '../../../src/services/storage.ts';
import { comment } from './fixtures.ts';

const HIDDEN = 'biz-widgets:comments-hidden-authors';

beforeEach(() => {
  localStorage.clear();
  resetServices(undefined, true);
});
afterEach(() => vi.useRealTimers());

describe('comments store: the reader’s choices', () => {
  it('opens one menu at a time; opening the report form closes it', () => {
    const store = createCommentsStore('1024');
    store.load([comment(1), comment(2)], null);
    store.openMenu('1');
    store.openMenu('2');
    expect(store.getState().menu).toBe('2');
    store.report('2');
    expect(store.getState()).toMatchObject({ menu: null, reporting: '2' });
    store.report(null);
    expect(store.getState().reporting).toBe(null);
  });

  it('hides an author for every discussion, shows one comment anyway, and undoes it', () => {
    const here = createCommentsStore('1024');
    const there = createCommentsStore('2048');
    here.mute('Читатель 1', true);
    expect(storage().get(HIDDEN)).toBe('["Читатель 1"]');
    expect([...there.getState().muted]).toEqual(['Читатель 1']);
    expect([...createCommentsStore('4096').getState().muted]).toEqual(['Читатель 1']);
    here.unmute('7');
    expect(here.getState().unmuted.has('7')).toBe(true);
    here.mute('Читатель 1', false);
    expect(storage().get(HIDDEN)).toBe('[]');
    expect(there.getState().muted.size).toBe(0);
  });

  it('reads a junk list of hidden authors as none, and non-strings are left out', () => {
    storage().set(HIDDEN, '{"a":1}');
    expect(createCommentsStore('1024').getState().muted.size).toBe(0);
    storage().set(HIDDEN, '["Анна", 5, null]');
    expect([...createCommentsStore('1024').getState().muted]).toEqual(['Анна']);
  });

  it('a note under a comment goes after 3 s', () => {
    vi.useFakeTimers();
    const store = createCommentsStore('1024');
    store.note('1', 'Ссылка скопирована.');
    expect(store.getState().note).toEqual({ id: '1', text: 'Ссылка скопирована.' });
    vi.advanceTimersByTime(2999);
    expect(store.getState().note).not.toBe(null);
    vi.advanceTimersByTime(1);
    expect(store.getState().note).toBe(null);
  });
});
