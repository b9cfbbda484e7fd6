/**
 * What a reader has seen of each discussion: the latest timestamp under the spec's `article{id}`
 * key, never moved back, for the last 200 articles only (the oldest dropped).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { markSeen, readSeen, SEEN_ARTICLES } from '../../../src/comments/seen.ts';
import { createCommentsStore } from '../../../src/comments/store.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { storage } from '../../../src/services/storage.ts';
import { comment } from './fixtures.ts';

const INDEX = 'biz-widgets:comments-seen-articles';

beforeEach(() => {
  localStorage.clear();
  resetServices(undefined, true);
});

describe('seen marks', () => {
  it('a first visit has none; a mark is kept under article{id} and never moves back', () => {
    expect(readSeen('1024')).toBe(null);
    markSeen('1024', 1760000100);
    expect(storage().get('article1024')).toBe('1760000100');
    expect(readSeen('1024')).toBe(1760000100);
    markSeen('1024', 1760000050);
    expect(readSeen('1024')).toBe(1760000100);
    expect(JSON.parse(storage().get(INDEX)!)).toEqual(['1024']);
  });

  it('keeps the last 200 articles: one more drops the oldest', () => {
    expect(SEEN_ARTICLES).toBe(200);
    for (let id = 1; id <= 200; id++) markSeen(String(id), 1760000000 + id);
    markSeen('1', 1760000500); // seen again: now the most recent
    markSeen('201', 1760000201);
    expect(storage().get('article2')).toBe(null);
    expect(readSeen('1')).toBe(1760000500);
    expect(readSeen('3')).toBe(1760000003);
    expect(readSeen('201')).toBe(1760000201);
    const index = JSON.parse(storage().get(INDEX)!);
    expect(index).toHaveLength(200);
    expect(index[0]).toBe('3');
    expect(index.slice(-2)).toEqual(['1', '201']);
  });

  it('reads junk as a first visit', () => {
    storage().set('article1024', 'вчера');
    storage().set(INDEX, '{"no":1}');
    expect(readSeen('1024')).toBe(null);
    markSeen('1025', 1);
    expect(JSON.parse(storage().get(INDEX)!)).toEqual(['1025']);
  });
});

describe('comments store: new since the last visit', () => {
  it('marks what is newer than the mark, none on a first visit, and what the poll brought', () => {
    const store = createCommentsStore('1024');
    store.load([comment(1), comment(2), comment(3, 1)], null);
    expect(store.getState().fresh.size).toBe(0);
    store.load([comment(1), comment(2), comment(3, 1)], 1760000001);
    expect([...store.getState().fresh].sort()).toEqual(['2', '3']);
    store.receive([comment(4, 2)]);
    expect(store.getState().fresh.has('4')).toBe(false);
    store.reveal();
    expect([...store.getState().fresh].sort()).toEqual(['2', '3', '4']);
  });
});
