/**
 * The order of a discussion: the threads arranged newest, oldest or best first, the flat view by
 * time, and the reader's choice kept for the site under one storage key.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createCommentsStore } from '../../../src/comments/store.ts';
import { addComments, arrange, EMPTY_THREAD } from '../../../src/comments/thread.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { storage } from '../../../src/services/storage.ts';
import { comment } from './fixtures.ts';

/**
 * Threads 1 (rating 2, replies 5 and 6 under it, 7 under 5), 2 (rating 9), 3 (rating 2), 4
 * (rating 0); comment n is dated 1760000000 + n.
 */
const LIST = [
  comment(1, 0, { rating: 2 }),
  comment(2, 0, { rating: 9 }),
  comment(3, 0, { rating: 2 }),
  comment(4, 0, { rating: 0 }),
  comment(5, 1),
  comment(6, 1),
  comment(7, 5),
];
const thread = addComments(EMPTY_THREAD, LIST);

beforeEach(() => {
  localStorage.clear();
  resetServices(undefined, true);
});

describe('arrange', () => {
  it('server order is the thread itself', () => {
    expect(arrange(thread, 'server')).toBe(thread);
  });

  it('newest and oldest threads first; replies keep the conversation order', () => {
    const newest = arrange(thread, 'new');
    expect(newest.children.get('0')).toEqual(['4', '3', '2', '1']);
    expect(newest.children.get('1')).toEqual(['5', '6']);
    expect(newest.children.get('5')).toEqual(['7']);
    expect(arrange(newest, 'old').children.get('0')).toEqual(['1', '2', '3', '4']);
  });

  it('best: highest rating first, equal ratings newest first', () => {
    expect(arrange(thread, 'best').children.get('0')).toEqual(['2', '3', '1', '4']);
  });

  it('flat: every comment at the top level by time, each still saying whom it answers', () => {
    const flat = arrange(thread, 'flat');
    expect(flat.children.get('0')).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(flat.children.get('1')).toBeUndefined();
    expect(flat.parent.get('7')).toBe('0');
    expect(flat.byId.get('7')!.parent_id).toBe('5');
  });
});

describe('comments store: order', () => {
  it('starts in the page default, arranges on a choice and keeps the choice for the site', () => {
    const store = createCommentsStore('1024', 'old');
    store.load([...LIST].reverse(), null);
    expect(store.getState().thread.children.get('0')).toEqual(['1', '2', '3', '4']);
    store.arrange('best', true);
    expect(store.getState().order).toBe('best');
    expect(store.getState().thread.children.get('0')).toEqual(['2', '3', '1', '4']);
    expect(storage().get('biz-widgets:comments-order')).toBe('best');
    // Another discussion on the site starts in the reader's choice, not the page default.
    expect(createCommentsStore('2048', 'new').getState().order).toBe('best');
  });

  it('new comments join in the chosen order', () => {
    const store = createCommentsStore('1024');
    store.load(LIST, 1760000100);
    store.arrange('new');
    store.receive([comment(8, 0), comment(9, 2)]);
    store.reveal();
    const s = store.getState();
    expect(s.thread.children.get('0')).toEqual(['8', '4', '3', '2', '1']);
    expect(s.thread.children.get('2')).toEqual(['9']);
    expect(s.source.children.get('0')).toEqual(['1', '2', '3', '4', '8']);
  });

  it('ignores a stored order it does not know', () => {
    storage().set('biz-widgets:comments-order', 'sideways');
    expect(createCommentsStore('1024').getState().order).toBe('server');
  });
});
