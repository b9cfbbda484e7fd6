/** `<biz-comments>` rendered in slices, each in its own task, so input is answered between. */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterMicrotasks, afterYield } from '../element/yield.ts';
import { rootOf } from './store.ts';
import { sizesOf, type Thread } from './thread.ts';

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

/**
 * Where the run of threads rendered from the top ends: roots `[0, n)`, the last of them with only
 * the first `part` comments of its thread in the order shown (itself first), or all (`part` -1).
 * A large thread is cut this way so that its replies come in slices too, not in one task.
 */
export interface Cut {
  n: number;
  part: number;
}

/** A thread is cut when rendering it whole would make a slice more than this many times its size. */
const CUT_FACTOR = 2;

/**
 * The cut after the next slice of about `size` comments from `from`: whole threads while they
 * fit, and a thread that would make the slice over {@link CUT_FACTOR} times `size` cut after as
 * many of its comments as fill the slice. Never beyond root `end`.
 * @param sizes subtree sizes, in comments (src/comments/thread.ts `subtreeSizes`)
 */
export function nextCut(
  roots: readonly string[],
  sizes: ReadonlyMap<string, number>,
  from: Cut,
  size: number,
  end = roots.length,
): Cut {
  let { n, part } = from;
  let count = 0;
  while (count < size) {
    if (part >= 0) {
      const total = sizes.get(roots[n - 1]!) ?? 1;
      const take = Math.min(total - part, size - count);
      count += take;
      part = part + take >= total ? -1 : part + take;
      continue;
    }
    if (n >= end) break;
    const whole = sizes.get(roots[n++]!) ?? 1;
    if (count + whole > CUT_FACTOR * size) part = 0;
    else count += whole;
  }
  return { n, part };
}

/**
 * How a cut comment's `shown` comments (itself first) go to its `kids` in order: a kid that fits
 * whole gets `undefined` (all), the one where the count runs out gets the rest, later ones none.
 * @returns the kids to render, each with its own count
 */
export function cutKids(
  kids: readonly string[],
  sizes: ReadonlyMap<string, number>,
  shown: number,
): { id: string; shown: number | undefined }[] {
  const out: { id: string; shown: number | undefined }[] = [];
  let left = shown - 1;
  for (const id of kids) {
    if (left <= 0) break;
    const size = sizes.get(id) ?? 1;
    out.push({ id, shown: size <= left ? undefined : left });
    left -= size;
  }
  return out;
}

/**
 * The cut `count` comments before `from` (head `from.head`, `from.part`): whole threads off its
 * end, and the thread where the count runs out cut after what is left of it.
 * @param sizes subtree sizes, in comments (src/comments/thread.ts `subtreeSizes`)
 */
export function shrinkCut(
  roots: readonly string[],
  sizes: ReadonlyMap<string, number>,
  from: { head: number; part: number },
  count: number,
): Cut {
  let n = from.head;
  let part = from.part;
  for (let left = count; left > 0 && n > 0;) {
    const shown = part < 0 ? (sizes.get(roots[n - 1]!) ?? 1) : part;
    if (shown <= left) [left, n, part] = [left - shown, n - 1, -1];
    else [left, part] = [0, shown - left];
  }
  return { n, part };
}

/** Whether cut `a` renders more than cut `b`. */
export function isBeyond(a: Cut, b: Cut): boolean {
  if (a.n !== b.n) return a.n > b.n;
  return a.part !== b.part && b.part >= 0 && (a.part < 0 || a.part > b.part);
}

/** How many whole roots, from `from`, make up the next slice of about `size` comments. */
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

/**
 * What is rendered: `roots[0..head)`, the last of them with only its first `part` direct replies
 * (-1: all), and, around a permalink's target, whole threads `roots[lo..hi)`.
 */
export interface Slices {
  roots: readonly string[];
  /** Roots rendered from the top. */
  head: number;
  /** Comments shown of root `head - 1`'s thread (a large one, rendered in slices); -1: all. */
  part: number;
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
  part: number;
  up: number;
  down: number;
}

/**
 * Which roots of `thread` to render: the first slice at once, then the rest, each slice in a task
 * of its own, a large thread's replies too; a permalink `target` below gets a window of whole
 * threads, grown until it meets the head.
 */
export function useSlices(thread: Thread, target: string | null, order = '', hold = false): Slices {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = sizesOf(thread);
  const [slices, setGrown] = useState<Grown>({ order, head: 0, part: -1, up: 0, down: 0 });
  const grown = useMemo(
    () => (slices.order === order ? slices : { order, head: 0, part: -1, up: 0, down: 0 }),
    [slices, order],
  );
  /** Next slice size; last slice and its start (ms); the window's root; the last commit. */
  const at = useRef({
    size: RENDER_SLICE,
    seen: grown,
    began: 0,
    anchor: null as string | null,
    live: { order, head: -1, part: -1, lo: -1, hi: -1 },
  }).current;
  if (grown !== at.seen) {
    at.seen = grown;
    at.began = performance.now();
  }
  const targetRoot = target && thread.byId.has(target) ? roots.indexOf(rootOf(thread, target)) : -1;
  const first = nextCut(roots, sizes, { n: 0, part: -1 }, FIRST_SLICE);
  let { n: head, part } = isBeyond(first, { n: grown.head, part: grown.part })
    ? first
    : { n: grown.head, part: grown.part };
  // The first target below the head opens the window; the same root keeps it.
  if (at.anchor === null && targetRoot >= head) at.anchor = roots[targetRoot]!;
  const anchor = at.anchor === null ? -1 : roots.indexOf(at.anchor);
  let lo = -1;
  let hi = -1;
  if (anchor >= 0) {
    lo = Math.max(head, anchor - grown.up);
    hi = Math.min(roots.length, anchor + 1 + grown.down);
    // The head meets the window once its last thread is whole (only the head's last is cut).
    if (lo <= head && (part < 0 || hi <= head)) {
      if (hi > head) part = -1;
      head = Math.max(head, hi);
      lo = hi = -1;
    }
  }
  // A target in the head's cut thread: that thread is rendered whole.
  if (targetRoot === head - 1) part = -1;
  if (targetRoot >= 0 && targetRoot >= head && !(targetRoot >= lo && targetRoot < hi)) {
    if (lo < 0) [head, part] = [targetRoot + 1, -1];
    else if (targetRoot >= hi) hi = targetRoot + 1;
    else lo = targetRoot;
  }
  const done = lo < 0 && head >= roots.length && part < 0;

  // Costed three microtasks on: after the commit, the long replies' measure and their collapse.
  useLayoutEffect(() => {
    if (grown.head || grown.up || grown.down)
      afterMicrotasks(3, () => (at.size = nextSliceSize(at.size, performance.now() - at.began)));
  }, [at, grown]);

  // What the last commit shows: Preact cleans effects up only after the next frame paints, so a
  // slice planned for a list changed since must see this and stand down.
  useLayoutEffect(() => {
    at.live = { order, head, part, lo, hi };
  }, [at, order, head, part, lo, hi]);

  useEffect(() => {
    if (done || hold) return;
    return afterYield(() => {
      const live = at.live;
      if (
        live.order !== order ||
        live.head !== head ||
        live.part !== part ||
        live.lo !== lo ||
        live.hi !== hi
      )
        return;
      let next: (g: Grown) => Grown;
      if (lo < 0 || part >= 0) {
        // The head, or in a permalink's list first the rest of its cut thread (up to the window).
        const to = nextCut(roots, sizes, { n: head, part }, at.size, lo < 0 ? roots.length : lo);
        next = (g) =>
          isBeyond(to, { n: g.head, part: g.part }) ? { ...g, head: to.n, part: to.part } : g;
      } else if (hi < roots.length && grown.down <= grown.up) {
        const to = nextRoots(roots, sizes, hi, at.size);
        next = (g) => ({ ...g, down: Math.max(g.down, to - anchor - 1) });
      } else {
        const from = prevRoots(roots, sizes, lo, at.size, head);
        next = (g) => ({ ...g, up: Math.max(g.up, anchor - from) });
      }
      const fresh = { order, head: 0, part: -1, up: 0, down: 0 };
      startTransition(() => setGrown((g) => next(g.order === order ? g : fresh)));
    });
  }, [at, done, hold, head, part, lo, hi, anchor, grown, roots, sizes, order]);

  return { roots, head, part, lo, hi, anchor, done };
}
