/**
 * The comments store: thread building, new comments, «новый» marks, branches, the
 * reply form, permalinks, and the reader's votes and reactions with their rollback, as stored
 * under the spec's keys.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../../src/comments/markup.ts';
import {
  createCommentsStore,
  ratingOf,
  reactionCount,
  rootOf,
  type CommentsStore,
} from '../../../src/comments/store.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { storage } from '../../../src/services/storage.ts';
import { comment } from './fixtures.ts';

/** A comment with a rating of 5 and two «like» reactions unless `over` says otherwise. */
const c = (id: number, parent = 0, over: Partial<Comment> = {}): Comment =>
  comment(id, parent, { rating: 5, emoji: { like: 2 }, ...over });

/** 1, 2 (reply to 1), 3 (reply to 2), 4. */
const LIST = [c(1), c(2, 1), c(3, 2), c(4)];

let store: CommentsStore;
beforeEach(() => {
  localStorage.clear();
  resetServices(undefined, true);
  store = createCommentsStore('1024');
});

/** A call that settles when told. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { send: () => promise, resolve, reject };
}

describe('comments store: the thread', () => {
  it('starts loading, then builds the tree and marks what is newer than the last visit', () => {
    expect(store.getState().phase).toBe('loading');
    store.load(LIST, 1760000002);
    const s = store.getState();
    expect(s.phase).toBe('ready');
    expect(s.thread.children.get('0')).toEqual(['1', '4']);
    expect(s.thread.children.get('2')).toEqual(['3']);
    expect([...s.fresh].sort()).toEqual(['3', '4']);
    expect(rootOf(s.thread, '3')).toBe('1');
  });

  it('a long list read slice by slice: later slices join the thread and are marked by the same visit', () => {
    store.load([c(1), c(2, 1)], 1760000002, null, true);
    expect(store.getState().reading).toBe(true);
    store.extend([c(2, 1), c(3, 2), c(4)]);
    const s = store.getState();
    expect(s.reading).toBe(false);
    expect(s.thread.children.get('0')).toEqual(['1', '4']);
    expect(s.thread.children.get('2')).toEqual(['3']);
    expect([...s.fresh].sort()).toEqual(['3', '4']);
    expect(s.phase).toBe('ready');
  });

  it("a part of a long list shown early (a permalink's) keeps it reading until the rest joins", () => {
    store.load([c(1)], null, null, true);
    store.extend([c(2), c(3, 2)], true);
    expect(store.getState().reading).toBe(true);
    expect(store.getState().thread.byId.has('3')).toBe(true);
    store.extend([c(2), c(3, 2), c(4)]);
    expect(store.getState().reading).toBe(false);
    expect(store.getState().thread.children.get('0')).toEqual(['1', '2', '4']);
  });

  it('a first visit marks nothing «новый»; a draft reopens its reply form', () => {
    store.load(LIST, null, '2');
    expect(store.getState().fresh.size).toBe(0);
    expect(store.getState().replyTo).toBe('2');
  });

  it('a quiet reload keeps the phase; a failure says failed', () => {
    store.load(LIST, null);
    store.loading(true);
    expect(store.getState().phase).toBe('ready');
    store.loading();
    expect(store.getState().phase).toBe('loading');
    store.failed();
    expect(store.getState().phase).toBe('failed');
  });

  it('new comments wait, without duplicates, until revealed, then are marked «новый»', () => {
    store.load(LIST, null);
    expect(store.receive([c(4), c(5, 1), c(6)]).map((x) => x.id)).toEqual(['5', '6']);
    expect(store.receive([c(5, 1), c(6), c(7)]).map((x) => x.id)).toEqual(['7']);
    expect(store.getState().incoming.map((x) => x.id)).toEqual(['5', '6', '7']);
    expect(store.getState().thread.byId.has('5')).toBe(false);
    expect(store.reveal()).toBe('5');
    const s = store.getState();
    expect(s.incoming).toEqual([]);
    expect(s.thread.children.get('1')).toEqual(['2', '5']);
    expect(s.thread.children.get('0')).toEqual(['1', '4', '6', '7']);
    expect([...s.fresh].sort()).toEqual(['5', '6', '7']);
    expect(store.reveal()).toBe(null);
  });

  it('tells subscribers of every change, and not after unsubscribing', () => {
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.load(LIST, null);
    store.toggleBranch('1');
    stop();
    store.toggleBranch('1');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('comments store: listeners of one comment', () => {
  /** A listener of each comment of LIST, by id. */
  const listen = () => {
    const heard = new Map(['1', '2', '3', '4'].map((id) => [id, vi.fn()]));
    for (const [id, fn] of heard) store.subscribe(fn, id);
    /** The ids told since the last call. */
    return () => {
      const told = [...heard].filter(([, fn]) => fn.mock.calls.length > 0).map(([id]) => id);
      heard.forEach((fn) => fn.mockClear());
      return told;
    };
  };
  beforeEach(() => store.load(LIST, null));

  it('a vote or reaction tells its comment only, also when it is rolled back', async () => {
    const told = listen();
    await store.vote('3', '+', () => Promise.resolve());
    expect(told()).toEqual(['3']);
    await store.react('2', 'wow', () => Promise.reject(new Error('offline')));
    expect(told()).toEqual(['2']);
    // Another tab's vote: the comments whose entry changed.
    storage().set('comment-ratings-1024', '3=+,4=-');
    expect(told()).toEqual(['4']);
  });

  it('the reply form tells the comments it opens or closes under and their threads', () => {
    const told = listen();
    store.openReply('3');
    expect(told()).toEqual(['1', '3']);
    store.openReply('4');
    expect(told()).toEqual(['1', '3', '4']);
    store.openReply('4');
    expect(told()).toEqual([]);
  });

  it('focus and branches tell the comments they move between; the thread tells all', () => {
    const told = listen();
    store.focus('2', '2');
    // The first comment was the current one while none was set.
    expect(told()).toEqual(['1', '2']);
    store.toggleBranch('4');
    expect(told()).toEqual(['1', '2', '4']);
    store.receive([c(5)]);
    expect(told()).toEqual([]);
    store.reveal();
    expect(told()).toEqual(['1', '2', '3', '4']);
  });

  it('a permalink tells its comment, the one targeted before and the comments above it', () => {
    const told = listen();
    store.toggleBranch('1');
    told();
    store.open('3');
    expect(told()).toEqual(['1', '2', '3']);
    store.open('4');
    expect(told()).toEqual(['3', '4']);
  });

  it('a listener of every change hears them all; unsubscribing stops a comment listener', () => {
    const all = vi.fn();
    store.subscribe(all);
    const one = vi.fn();
    const stop = store.subscribe(one, '1');
    store.openReply('4');
    expect([all.mock.calls.length, one.mock.calls.length]).toEqual([1, 0]);
    stop();
    store.openReply('1');
    expect([all.mock.calls.length, one.mock.calls.length]).toEqual([2, 0]);
  });
});

describe('comments store: branches, replies, permalinks', () => {
  beforeEach(() => store.load(LIST, null));

  it('toggles a branch and makes its comment the current one', () => {
    store.toggleBranch('2');
    expect([...store.getState().hidden]).toEqual(['2']);
    expect(store.getState().current).toBe('2');
    store.toggleBranch('2');
    expect(store.getState().hidden.size).toBe(0);
  });

  it('opens and closes one reply form at a time', () => {
    store.openReply('1');
    store.openReply('3');
    expect(store.getState().replyTo).toBe('3');
    store.openReply(null);
    expect(store.getState().replyTo).toBe(null);
  });

  it('one reaction picker open at a time; only the comments it moves between are told', () => {
    const told: string[] = [];
    for (const id of ['1', '2', '4']) store.subscribe(() => told.push(id), id);
    store.pick('1');
    store.pick('4');
    expect(store.getState().picking).toBe('4');
    expect(told).toEqual(['1', '1', '4']);
    store.pick(null);
    expect(store.getState().picking).toBe(null);
    store.pick(null); // nothing open: nothing changes, nobody is told
    expect(told).toEqual(['1', '1', '4', '4']);
  });

  it('keeps a failure for each comment until it is cleared', () => {
    const retry = vi.fn();
    store.fail('2', { message: 'Оценка не сохранилась.', retry });
    store.fail('4', { message: 'Реакция не сохранилась.' });
    expect(store.getState().failures.get('2')).toEqual({
      message: 'Оценка не сохранилась.',
      retry,
    });
    store.fail('2', null);
    expect([...store.getState().failures.keys()]).toEqual(['4']);
    const before = store.getState();
    store.fail('2', null); // nothing to clear: the same state
    expect(store.getState()).toBe(before);
  });

  it('a permalink shows the branches above it and targets it; unknown ids change nothing', () => {
    store.toggleBranch('1');
    store.toggleBranch('2');
    store.toggleBranch('4');
    expect(store.open('3')).toBe(true);
    const s = store.getState();
    expect(s.target).toBe('3');
    expect([...s.hidden]).toEqual(['4']);
    expect(store.open('999')).toBe(false);
    expect(store.getState().target).toBe('3');
  });
});

describe('comments store: votes and reactions', () => {
  beforeEach(() => store.load(LIST, null));

  it('a vote shows and stores at once; the sum moves by one, a switch by two', async () => {
    const call = deferred();
    const done = store.vote('1', '+', call.send);
    expect(store.getState().votes.get('1')).toBe('+');
    expect(localStorage.getItem('comment-ratings-1024')).toBe('1=+');
    expect(ratingOf(store.getState().thread.byId.get('1')!, '+')).toBe(6);
    call.resolve();
    expect(await done).toBe('done');
    expect(await store.vote('1', '-', () => Promise.resolve())).toBe('done');
    expect(localStorage.getItem('comment-ratings-1024')).toBe('1=-');
    expect(ratingOf(store.getState().thread.byId.get('1')!, '-')).toBe(4);
  });

  it('a failed vote is rolled back, in the store and in storage, and the error passed on', async () => {
    await store.vote('4', '+', () => Promise.resolve());
    const failure = new Error('network');
    const onError = vi.fn();
    expect(await store.vote('4', '-', () => Promise.reject(failure), onError)).toBe('failed');
    expect(store.getState().votes.get('4')).toBe('+');
    expect(localStorage.getItem('comment-ratings-1024')).toBe('4=+');
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('the same vote again, or a second while one is on its way, is ignored', async () => {
    const call = deferred();
    const first = store.vote('1', '+', call.send);
    const send = vi.fn(() => Promise.resolve());
    expect(await store.vote('1', '-', send)).toBe('ignored');
    call.resolve();
    await first;
    expect(await store.vote('1', '+', send)).toBe('ignored');
    expect(send).not.toHaveBeenCalled();
    // Another comment is not held up.
    expect(await store.vote('4', '+', send)).toBe('done');
  });

  it('a reaction moves the count from the old emoji to the new; a failure puts it back', async () => {
    await store.react('1', 'wow', () => Promise.resolve());
    const one = store.getState().thread.byId.get('1')!;
    expect(reactionCount(one, 'wow', store.getState().reactions.get('1'))).toBe(1);
    expect(await store.react('1', 'like', () => Promise.reject(new Error('500')))).toBe('failed');
    expect(store.getState().reactions.get('1')).toBe('wow');
    expect(localStorage.getItem('comment-emoji-1024')).toBe('1=wow');
  });

  it('votes remembered from an earlier visit are already in the server sums', () => {
    localStorage.setItem('comment-ratings-1024', '1=+');
    localStorage.setItem('comment-emoji-1024', '1=like');
    resetServices(undefined, true);
    const again = createCommentsStore('1024');
    again.load(LIST, null);
    const one = again.getState().thread.byId.get('1')!;
    expect(ratingOf(one, again.getState().votes.get('1'))).toBe(5);
    expect(reactionCount(one, 'like', again.getState().reactions.get('1'))).toBe(2);
  });

  it('a vote made in another tab reaches the store', () => {
    storage().set('comment-ratings-1024', '4=-');
    expect(store.getState().votes.get('4')).toBe('-');
  });
});
