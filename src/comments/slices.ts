/**
 * `<biz-comments>`: rendering while the reader reads. The first screen of comments
 * is rendered at once, the rest slice by slice, each in its own task after the frame that
 * painted the one before ({@link afterPaint}), so a click or a key press is answered between
 * slices, each frame lays out one slice only, and no task holds a long list's whole render.
 */
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { afterPaint } from '../element/yield.ts';
import { rootOf } from './store.ts';
import { subtreeSizes, type Thread } from './thread.ts';

/**
 * Comments in the first render: more than a phone's first screen shows (the list starts under
 * the main form), as many as the first read gives (READ_FIRST, markup.ts); they paint first.
 */
export const FIRST_SLICE = 10;

/**
 * Comments in the first later slice. Later slices are sized by time ({@link nextSliceSize}): on a
 * mid phone (4× CPU throttling) a comment costs about 5 ms from its render to its paint, on a
 * desktop a fifth of that, so a fixed count is either too long a task on one or too slow a list
 * on the other.
 */
export const RENDER_SLICE = 10;

/**
 * ms one slice should take from its start to the start of the next, its render, its frame's
 * style, layout and paint, and the wait for that frame included: well under the 50 ms of a long
 * task for each of the two tasks it makes (the render, the frame).
 */
export const SLICE_MS = 50;

/** The fewest and the most comments in a later slice. */
export const SLICE_LIMITS = { min: 3, max: 100 } as const;

/**
 * The size of the next slice from the last one's: in proportion to how far its time (`elapsed`,
 * ms from its start to the next slice's start) was from {@link SLICE_MS}, at most halved or
 * doubled at once, within {@link SLICE_LIMITS}.
 * @param size comments in the last slice (≥ 1)
 * @param elapsed ms the last slice took (a non-positive or non-finite figure keeps the size)
 * @returns comments in the next slice
 */
export function nextSliceSize(size: number, elapsed: number): number {
  if (!(elapsed > 0) || !Number.isFinite(elapsed)) return size;
  const scaled = Math.round(size * Math.min(2, Math.max(0.5, SLICE_MS / elapsed)));
  return Math.min(SLICE_LIMITS.max, Math.max(SLICE_LIMITS.min, scaled));
}

/**
 * Comments in one group of threads, at least: the list is a column of groups (`div.group`), each
 * a run of whole threads, so that a slice added at the end lays out its own group and the list's
 * few groups, not every thread of the list (at 2,000 comments a frame adding 3 of them took
 * 39 → 18 ms of style and layout at 4× CPU throttling).
 */
export const GROUP_COMMENTS = 100;

/**
 * Where each group of threads starts: indexes into `roots`, the first 0, a new group once the
 * last holds {@link GROUP_COMMENTS} comments or more. Depends on the thread only, not on what is
 * rendered, so a group once complete never changes as the list grows.
 * @param roots the top-level comments, in order
 * @param sizes comments in each root's thread (the root included; 1 when missing)
 * @returns ascending indexes, one per group ([] for no roots)
 */
export function groupStarts(
  roots: readonly string[],
  sizes: ReadonlyMap<string, number>,
): number[] {
  const starts: number[] = [];
  let count = GROUP_COMMENTS;
  roots.forEach((id, i) => {
    if (count >= GROUP_COMMENTS) {
      starts.push(i);
      count = 0;
    }
    count += sizes.get(id) ?? 1;
  });
  return starts;
}

/** How many roots, from `from`, make up the next slice of about `size` comments. */
function nextRoots(
  roots: readonly string[],
  sizes: ReadonlyMap<string, number>,
  from: number,
  size: number,
) {
  let n = from;
  for (let count = 0; n < roots.length && count < size; n++) count += sizes.get(roots[n]!) ?? 1;
  return n;
}

const NO_ROOTS: readonly string[] = [];

/**
 * The top-level comments of `thread` and how many of them to render: the first slice (about
 * {@link FIRST_SLICE} comments) at once, or up to the permalink `target` so that it renders
 * first; the rest follows one slice per task once the frame that painted the last one is done,
 * sized by time ({@link nextSliceSize}), as a transition (typing and clicks go first).
 * @param thread the thread shown
 * @param target the comment a permalink opened, or null
 * @returns the roots, how many are rendered, and where each group of threads starts
 *   ({@link groupStarts})
 */
export function useSlices(
  thread: Thread,
  target: string | null,
): { roots: readonly string[]; shown: number; starts: readonly number[] } {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = useMemo(() => subtreeSizes(thread), [thread]);
  const starts = useMemo(() => groupStarts(roots, sizes), [roots, sizes]);
  const [rendered, setRendered] = useState(0);
  // The next slice's size and when the last one started (performance.now(), 0: none yet).
  const size = useRef(RENDER_SLICE);
  const started = useRef(0);
  const targetRoot = target && thread.byId.has(target) ? roots.indexOf(rootOf(thread, target)) : -1;
  const shown = Math.max(rendered, targetRoot + 1, nextRoots(roots, sizes, 0, FIRST_SLICE));

  useEffect(() => {
    if (shown >= roots.length) {
      started.current = 0; // a later slice (new comments shown) times itself afresh
      return;
    }
    return afterPaint(() => {
      const now = performance.now();
      if (started.current) size.current = nextSliceSize(size.current, now - started.current);
      started.current = now;
      const next = nextRoots(roots, sizes, shown, size.current);
      startTransition(() => setRendered((n) => Math.max(n, next)));
    });
  }, [shown, roots, sizes]);

  return { roots, shown, starts };
}
