/**
 * Render slices of a long comment list (src/comments/slices.ts): how the next slice is sized
 * from the time the last one took, and how the list is cut into groups of whole threads that
 * never change once complete.
 */
import { describe, expect, it } from 'vitest';
import {
  GROUP_COMMENTS,
  SLICE_LIMITS,
  SLICE_MS,
  groupStarts,
  nextSliceSize,
} from '../../../src/comments/slices.ts';

describe('nextSliceSize', () => {
  it('keeps a slice that took its time, grows a quick one and shrinks a slow one in proportion', () => {
    expect(nextSliceSize(10, SLICE_MS)).to.equal(10);
    expect(nextSliceSize(10, SLICE_MS / 1.5)).to.equal(15);
    expect(nextSliceSize(10, SLICE_MS * 1.25)).to.equal(8);
  });

  it('at most doubles or halves at once', () => {
    expect(nextSliceSize(10, 1)).to.equal(20);
    expect(nextSliceSize(40, SLICE_MS * 10)).to.equal(20);
  });

  it('stays within its limits', () => {
    expect(nextSliceSize(SLICE_LIMITS.max, 1)).to.equal(SLICE_LIMITS.max);
    expect(nextSliceSize(SLICE_LIMITS.min, SLICE_MS * 10)).to.equal(SLICE_LIMITS.min);
    expect(nextSliceSize(1, SLICE_MS)).to.equal(SLICE_LIMITS.min);
  });

  it('keeps the size when the time says nothing', () => {
    for (const elapsed of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(nextSliceSize(12, elapsed)).to.equal(12);
    }
  });
});

describe('groupStarts', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

  it('starts a new group once the last holds GROUP_COMMENTS comments', () => {
    const roots = ids(GROUP_COMMENTS * 2 + 1);
    // Lone comments (no replies): a group of exactly GROUP_COMMENTS each.
    expect(groupStarts(roots, new Map())).to.deep.equal([0, GROUP_COMMENTS, GROUP_COMMENTS * 2]);
  });

  it('counts whole threads: a thread is never split, a long one fills a group alone', () => {
    const roots = ids(4);
    const sizes = new Map([
      ['c0', GROUP_COMMENTS - 1],
      ['c1', 5], // the group reaches GROUP_COMMENTS + 4 with its whole thread
      ['c2', GROUP_COMMENTS * 3],
      ['c3', 1],
    ]);
    expect(groupStarts(roots, sizes)).to.deep.equal([0, 2, 3]);
  });

  it('gives no group for no threads, one for a short list', () => {
    expect(groupStarts([], new Map())).to.deep.equal([]);
    expect(groupStarts(ids(3), new Map([['c0', 20]]))).to.deep.equal([0]);
  });

  it('depends on the thread only: a list read further keeps the groups it had', () => {
    const sizes = new Map(ids(500).map((id, i) => [id, 1 + (i % 7)]));
    const early = groupStarts(ids(300), sizes);
    const later = groupStarts(ids(500), sizes);
    expect(later.slice(0, early.length)).to.deep.equal(early);
  });
});
