/**
 * The size of the comments' render slices (src/comments/slices.ts): each slice is sized by what
 * the one before cost, so that a slow phone gets small slices and a desktop large ones.
 */
import { describe, expect, it } from 'vitest';
import {
  nextSliceSize,
  SLICE_MAX,
  SLICE_MIN,
  SLICE_TARGET_MS,
} from '../../../src/comments/slices.ts';

describe('nextSliceSize', () => {
  it('keeps the size of a slice that cost the target', () => {
    expect(nextSliceSize(10, SLICE_TARGET_MS)).toBe(10);
  });

  it('shrinks halfway towards the target after a slow slice (a mid phone, 4× throttled)', () => {
    // 10 comments took 50 ms: 5 would take the target; halfway there is 7.5 → 8.
    expect(nextSliceSize(10, 50)).toBe(8);
    expect(nextSliceSize(8, 40)).toBe(7);
  });

  it('grows halfway after a fast one (a desktop)', () => {
    // 10 comments took 5 ms: 50 would take the target; halfway there is 30.
    expect(nextSliceSize(10, 5)).toBe(30);
  });

  it('stays within its bounds, whatever the cost', () => {
    expect(nextSliceSize(SLICE_MIN, 500)).toBe(SLICE_MIN);
    expect(nextSliceSize(SLICE_MAX, 0)).toBe(SLICE_MAX);
    expect(nextSliceSize(40, 0.01)).toBe(SLICE_MAX);
  });

  it('settles near the target on a device of steady cost per comment', () => {
    // 6 ms per comment (late in a 2,000-comment list on a mid phone): 25 / 6 ≈ 4.2 comments;
    // 10 → 7 → 6 → 5, where halfway rounds back to 5 (30 ms a slice).
    let size = 10;
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) seen.push((size = nextSliceSize(size, size * 6)));
    expect(seen).toEqual([7, 6, 5, 5, 5, 5, 5, 5]);
  });
});
