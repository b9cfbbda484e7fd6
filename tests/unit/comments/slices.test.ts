/**
 * The size of the comments' render slices (src/comments/slices.ts): each slice is sized by what
 * the one before cost, so that a slow phone gets small slices and a desktop large ones.
 */
import { describe, expect, it } from 'vitest';
import {
  cutKids,
  isAbove,
  isBeyond,
  placeInThread,
  prevCut,
  nextCut,
  nextSliceSize,
  shrinkCut,
  SLICE_MAX,
  SLICE_MIN,
  SLICE_TARGET_MS,
} from '../../../src/comments/slices.ts';
import { subtreeSizes } from '../../../src/comments/thread.ts';

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

describe('nextCut', () => {
  // Roots a, b (3 comments each), c, a large thread of 25 comments, and d alone.
  const roots = ['a', 'b', 'c', 'd'];
  const sizes = new Map<string, number>([
    ['a', 3],
    ['b', 3],
    ['c', 25],
    ['d', 1],
  ]);
  const from = { n: 0, part: -1 };

  it('takes whole threads while they fit, as before', () => {
    expect(nextCut(roots, sizes, from, 5)).toEqual({ n: 2, part: -1 });
  });

  it('cuts a thread that would make the slice over twice its size: it comes in slices', () => {
    // Its first 5 comments, not all 25 in one task.
    const first = nextCut(roots, sizes, { n: 2, part: -1 }, 5);
    expect(first).toEqual({ n: 3, part: 5 });
    const second = nextCut(roots, sizes, first, 9);
    expect(second).toEqual({ n: 3, part: 14 });
    // Its last 11 comments fill a slice of 11: the next root waits for the next slice.
    const third = nextCut(roots, sizes, second, 11);
    expect(third).toEqual({ n: 3, part: -1 });
    expect(nextCut(roots, sizes, third, 11)).toEqual({ n: 4, part: -1 });
  });

  it("fills a slice with the whole threads before a cut one and the cut one's first comments", () => {
    expect(nextCut(roots, sizes, from, 8)).toEqual({ n: 3, part: 2 });
  });

  it('does not cut a thread that fits in twice the size', () => {
    expect(nextCut(roots, sizes, { n: 2, part: -1 }, 13)).toEqual({ n: 3, part: -1 });
  });

  it('stops at `end` (a permalink window below): a cut thread is finished, no root added', () => {
    expect(nextCut(roots, sizes, { n: 3, part: 5 }, 30, 3)).toEqual({ n: 3, part: -1 });
  });

  it('orders cuts: more roots, or more of the same cut thread, or that thread whole', () => {
    expect(isBeyond({ n: 3, part: 2 }, { n: 2, part: -1 })).toBe(true);
    expect(isBeyond({ n: 3, part: 4 }, { n: 3, part: 2 })).toBe(true);
    expect(isBeyond({ n: 3, part: -1 }, { n: 3, part: 4 })).toBe(true);
    expect(isBeyond({ n: 3, part: 2 }, { n: 3, part: 2 })).toBe(false);
    expect(isBeyond({ n: 3, part: 2 }, { n: 3, part: -1 })).toBe(false);
  });
});

describe('cutKids', () => {
  const sizes = new Map<string, number>([
    ['x', 4],
    ['y', 6],
    ['z', 1],
  ]);

  it("gives a cut comment's count to its replies in order: whole, the rest, then none", () => {
    // 8 shown: the comment itself, x whole (4), 3 of y's 6; z not yet.
    expect(cutKids(['x', 'y', 'z'], sizes, 8)).toEqual([
      { id: 'x', shown: undefined },
      { id: 'y', shown: 3 },
    ]);
  });

  it('shows no reply when only the comment itself is counted', () => {
    expect(cutKids(['x', 'y', 'z'], sizes, 1)).toEqual([]);
  });

  it("leaves out what comes before a permalink's span: x before it, y from its second, z whole", () => {
    // The branch's comments 6 to 11: x is 1–4, y 5–10 (its own 0–5), z 11.
    expect(cutKids(['x', 'y', 'z'], sizes, 12, 6)).toEqual([
      { id: 'y', skip: 1, shown: 6 },
      { id: 'z', skip: undefined, shown: undefined },
    ]);
    // Only y's last comment: y stays as the way down to it.
    expect(cutKids(['x', 'y', 'z'], sizes, 11, 10)).toEqual([{ id: 'y', skip: 5, shown: 6 }]);
  });
});

describe('placeInThread', () => {
  // r: a (a1, a2 under a1), b (b1).
  const kids: [string, string[]][] = [
    ['0', ['r']],
    ['r', ['a', 'b']],
    ['a', ['a1']],
    ['a1', ['a2']],
    ['b', ['b1']],
  ];
  const thread = {
    byId: new Map(),
    children: new Map(kids),
    parent: new Map(kids.flatMap(([up, ids]) => ids.map((id) => [id, up] as const))),
  };
  const sizes = subtreeSizes(thread);

  it('counts the comments shown before it in its thread, its top-level comment at 0', () => {
    expect(['r', 'a', 'a1', 'a2', 'b', 'b1'].map((id) => placeInThread(thread, sizes, id))).toEqual(
      [0, 1, 2, 3, 4, 5],
    );
  });
});

describe('shrinkCut', () => {
  const roots = ['a', 'b', 'c'];
  const sizes = new Map<string, number>([
    ['a', 3],
    ['b', 250],
    ['c', 4],
  ]);

  it('takes whole threads off the end, and cuts the one where the count runs out', () => {
    // c (4) whole, then 196 of b's 250: 54 of b are left.
    expect(shrinkCut(roots, sizes, { head: 3, part: -1 }, 200)).toEqual({ n: 2, part: 54 });
    expect(shrinkCut(roots, sizes, { head: 2, part: 54 }, 54)).toEqual({ n: 1, part: -1 });
    expect(shrinkCut(roots, sizes, { head: 1, part: -1 }, 200)).toEqual({ n: 0, part: -1 });
  });

  it('takes what a cut thread shows, not its whole size', () => {
    expect(shrinkCut(roots, sizes, { head: 2, part: 10 }, 12)).toEqual({ n: 1, part: 1 });
  });
});

describe('prevCut', () => {
  // Roots: a (3), b (250), c (4), d (1): a window opened at d grows up towards the head.
  const roots = ['a', 'b', 'c', 'd'];
  const sizes = new Map<string, number>([
    ['a', 3],
    ['b', 250],
    ['c', 4],
    ['d', 1],
  ]);

  it('takes whole threads while they fit, and shows a large one from as far down as fills the slice', () => {
    // c (4) whole, then b would make 254 > 2 × 20: its last 16 comments, 234 left out.
    expect(prevCut(roots, sizes, { n: 3, skip: 0 }, 20, 0)).toEqual({ n: 1, skip: 234 });
    // Then up b in slices of 60, until its top: nothing left out.
    expect(prevCut(roots, sizes, { n: 1, skip: 234 }, 60, 0)).toEqual({ n: 1, skip: 174 });
    expect(prevCut(roots, sizes, { n: 1, skip: 40 }, 60, 0)).toEqual({ n: 0, skip: 0 });
  });

  it('stops at the head: `floor` is never passed, what is left of a thread still is', () => {
    expect(prevCut(roots, sizes, { n: 2, skip: 0 }, 60, 2)).toEqual({ n: 2, skip: 0 });
    expect(prevCut(roots, sizes, { n: 2, skip: 3 }, 60, 2)).toEqual({ n: 2, skip: 0 });
  });

  it('orders window tops: a root above, or more of the same thread', () => {
    expect(isAbove({ n: 1, skip: 200 }, { n: 2, skip: 0 })).toBe(true);
    expect(isAbove({ n: 1, skip: 100 }, { n: 1, skip: 200 })).toBe(true);
    expect(isAbove({ n: 1, skip: 200 }, { n: 1, skip: 200 })).toBe(false);
    expect(isAbove({ n: 2, skip: 0 }, { n: 1, skip: 200 })).toBe(false);
  });
});
