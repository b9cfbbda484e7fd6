/** `<biz-comments>` rendered in slices, each in its own task, so input is answered between. */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterMicrotasks, afterYield } from '../element/yield.ts';
import { rootOf } from './store.ts';
import { subtreeSizes, type Thread } from './thread.ts';

/** Comments in the first render: more than a phone's first screen, in one task mostly < 50 ms. */
const FIRST_SLICE = 5;

/** Comments in the second slice; later ones are sized by {@link nextSliceSize}. */
const RENDER_SLICE = 5;

/** The work a slice aims at, ms: render, commit and the layout the long replies' measure forces. */
export const SLICE_TARGET_MS = 25;

/** Bounds of a slice, in comments: a slice too small costs its fixed part (a layout) for little. */
export const SLICE_MIN = 3;
/** See {@link SLICE_MIN}. */
export const SLICE_MAX = 60;

/** The next slice's size: `size` scaled halfway to {@link SLICE_TARGET_MS} by its cost `costMs`. */
export function nextSliceSize(size: number, costMs: number): number {
  const scaled = (size * SLICE_TARGET_MS) / (costMs || 1);
  return Math.min(SLICE_MAX, Math.max(SLICE_MIN, Math.round((size + scaled) / 2)));
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

/** How many roots, back from `to` but not below `floor`, make a slice of about `size`. */
function prevRoots(
  roots: readonly string[],
  sizes: ReadonlyMap<string, number>,
  to: number,
  size: number,
  floor: number,
) {
  let n = to;
  for (let count = 0; n > floor && count < size; n--) count += sizes.get(roots[n - 1]!) ?? 1;
  return n;
}

const NO_ROOTS: readonly string[] = [];

/** What is rendered: `roots[0..head)` and, around a permalink's target, `roots[lo..hi)`. */
export interface Slices {
  roots: readonly string[];
  /** Roots rendered from the top. */
  head: number;
  /** The window around a permalink's target, `[lo, hi)`, or -1. */
  lo: number;
  hi: number;
  /** The root the window opened at, or -1: blocks count from it, so the target keeps its focus. */
  anchor: number;
  done: boolean;
}

/** How far the window around a permalink's target has grown, in roots, and the head, in `order`. */
interface Grown {
  order: string;
  head: number;
  up: number;
  down: number;
}

/**
 * Which roots of `thread` to render: the first slice at once, then the rest, each slice in a task
 * of its own; a permalink `target` below gets a window, grown until it meets the head.
 */
export function useSlices(thread: Thread, target: string | null, order = '', hold = false): Slices {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = useMemo(() => subtreeSizes(thread), [thread]);
  const [slices, setGrown] = useState<Grown>({ order, head: 0, up: 0, down: 0 });
  const grown = useMemo(
    () => (slices.order === order ? slices : { order, head: 0, up: 0, down: 0 }),
    [slices, order],
  );
  /** Next slice size; last slice and its start (ms); the window's root; the last commit. */
  const at = useRef({
    size: RENDER_SLICE,
    seen: grown,
    began: 0,
    anchor: null as string | null,
    live: { order, head: -1, lo: -1, hi: -1 },
  }).current;
  if (grown !== at.seen) {
    at.seen = grown;
    at.began = performance.now();
  }
  const targetRoot = target && thread.byId.has(target) ? roots.indexOf(rootOf(thread, target)) : -1;
  let head = Math.max(grown.head, nextRoots(roots, sizes, 0, FIRST_SLICE));
  // The first target below the head opens the window; the same root keeps it.
  if (at.anchor === null && targetRoot >= head) at.anchor = roots[targetRoot]!;
  const anchor = at.anchor === null ? -1 : roots.indexOf(at.anchor);
  let lo = -1;
  let hi = -1;
  if (anchor >= 0) {
    lo = Math.max(head, anchor - grown.up);
    hi = Math.min(roots.length, anchor + 1 + grown.down);
    if (lo <= head) {
      head = Math.max(head, hi);
      lo = hi = -1;
    }
  }
  if (targetRoot >= 0 && targetRoot >= head && !(targetRoot >= lo && targetRoot < hi)) {
    if (lo < 0) head = targetRoot + 1;
    else if (targetRoot >= hi) hi = targetRoot + 1;
    else lo = targetRoot;
  }
  const done = lo < 0 && head >= roots.length;

  // Costed three microtasks on: after the commit, the long replies' measure and their collapse.
  useLayoutEffect(() => {
    if (grown.head || grown.up || grown.down)
      afterMicrotasks(3, () => (at.size = nextSliceSize(at.size, performance.now() - at.began)));
  }, [at, grown]);

  // What the last commit shows: Preact cleans effects up only after the next frame paints, so a
  // slice planned for a list changed since must see this and stand down.
  useLayoutEffect(() => {
    at.live = { order, head, lo, hi };
  }, [at, order, head, lo, hi]);

  useEffect(() => {
    if (done || hold) return;
    return afterYield(() => {
      const live = at.live;
      if (live.order !== order || live.head !== head || live.lo !== lo || live.hi !== hi) return;
      let next: (g: Grown) => Grown;
      if (lo < 0) {
        const to = nextRoots(roots, sizes, head, at.size);
        next = (g) => ({ ...g, head: Math.max(g.head, to) });
      } else if (hi < roots.length && grown.down <= grown.up) {
        const to = nextRoots(roots, sizes, hi, at.size);
        next = (g) => ({ ...g, down: Math.max(g.down, to - anchor - 1) });
      } else {
        const from = prevRoots(roots, sizes, lo, at.size, head);
        next = (g) => ({ ...g, up: Math.max(g.up, anchor - from) });
      }
      const fresh = { order, head: 0, up: 0, down: 0 };
      startTransition(() => setGrown((g) => next(g.order === order ? g : fresh)));
    });
  }, [at, done, hold, head, lo, hi, anchor, grown, roots, sizes, order]);

  return { roots, head, lo, hi, anchor, done };
}
