/** `<biz-comments>` rendered in slices, each in its own task, so input is answered between. */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterMicrotasks, afterYield } from '../element/yield.ts';
import { rootOf } from './store.ts';
import { sizesOf, type Thread } from './thread.ts';

/** Comments in the first render: more than a phone's first screen, in one task mostly < 50 ms. */
const FIRST_SLICE = 5;

/** Comments in the second slice; later ones are sized by {@link nextSliceSize}. */
const RENDER_SLICE = 5;

/**
 * Threads per block of the rendered list, and the size (in comments) above which one thread is a
 * block of its own: the list's layout walks a box's children when one changes, so these boxes
 * keep a slice's layout and a moved window's paint update short (biz-comments.css `.group`, `.large`).
 */
export const BLOCK = 25;

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
 * How a cut comment's branch, rendered from its `skip`th comment to before its `shown`th in the
 * order shown (itself at 0, always rendered: the way to the comments under it), goes to its
 * `kids` in order: a kid wholly inside gets `undefined` for both (all), a kid the span cuts gets
 * its own part of it, kids outside it are left out.
 * @returns the kids to render, each with its own span
 */
export function cutKids(
  kids: readonly string[],
  sizes: ReadonlyMap<string, number>,
  shown: number,
  skip = 0,
): { id: string; skip: number | undefined; shown: number | undefined }[] {
  const out: { id: string; skip: number | undefined; shown: number | undefined }[] = [];
  for (let i = 0, at = 1; i < kids.length && at < shown; i++) {
    const id = kids[i]!;
    const size = sizes.get(id) ?? 1;
    if (at + size > skip) {
      const from = Math.max(0, skip - at);
      const to = Math.min(size, shown - at);
      const whole = from === 0 && to >= size;
      out.push({ id, skip: from || undefined, shown: whole ? undefined : to });
    }
    at += size;
  }
  return out;
}

/**
 * Where comment `id` stands in its top-level comment's thread, in the order shown (that comment
 * at 0): 1 and the sizes of the earlier replies for each step down from it.
 * @param sizes subtree sizes, in comments (src/comments/thread.ts `subtreeSizes`)
 */
export function placeInThread(thread: Thread, sizes: ReadonlyMap<string, number>, id: string) {
  let place = 0;
  for (
    let at = id, up = thread.parent.get(at);
    up && up !== '0';
    at = up, up = thread.parent.get(at)
  ) {
    place += 1;
    for (const kid of thread.children.get(up) ?? []) {
      if (kid === at) break;
      place += sizes.get(kid) ?? 1;
    }
  }
  return place;
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

/**
 * The top of a permalink's window: root `n`, shown from its `skip`th comment in the order shown
 * (itself always rendered, as the way down to the rest); `skip` 0: whole.
 */
export interface Top {
  n: number;
  skip: number;
}

/**
 * The window's top after it grows up by a slice of about `size` comments from `from`: the rest of
 * its first thread, then whole threads while they fit, and a thread that would make the slice over
 * {@link CUT_FACTOR} times `size` shown from as far down as fills the slice, as {@link nextCut}
 * does going down. Never above root `floor` (the head's end).
 * @param sizes subtree sizes, in comments (src/comments/thread.ts `subtreeSizes`)
 */
export function prevCut(
  roots: readonly string[],
  sizes: ReadonlyMap<string, number>,
  from: Top,
  size: number,
  floor: number,
): Top {
  let { n, skip } = from;
  let count = 0;
  while (count < size) {
    if (skip > 0) {
      const take = Math.min(skip, size - count);
      [count, skip] = [count + take, skip - take];
      continue;
    }
    if (n <= floor) break;
    const whole = sizes.get(roots[--n]!) ?? 1;
    if (count + whole > CUT_FACTOR * size) skip = whole;
    else count += whole;
  }
  return { n, skip };
}

/** Whether window top `a` shows more than `b`: a root above it, or more of the same thread. */
export function isAbove(a: Top, b: Top): boolean {
  return a.n < b.n || (a.n === b.n && a.skip < b.skip);
}

const NO_ROOTS: readonly string[] = [];

/**
 * A permalink's thread of more comments than this is shown around its target first, then grown
 * in slices ({@link Span}); a smaller one is rendered whole at once.
 */
const SPAN_OVER = SLICE_MAX;

/**
 * The comments `[from, to)` of a thread, in the order shown (its top-level comment at 0), each
 * with the comments above it in the tree (the way down to it, for context).
 */
interface Span {
  from: number;
  to: number;
}

/**
 * What is rendered: `roots[0..head)`, the last of them with only its first `part` comments (-1:
 * all), and, around a permalink's target, threads `roots[lo..hi)`: the first of them from its
 * `loSkip`th comment, the last with only its first `hiPart`, a large one of the target's as its
 * `span`, the rest whole.
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
  /** Comments left out at the top of root `lo`'s thread, a large one growing up (0: none). */
  loSkip: number;
  /** Comments shown of root `hi - 1`'s thread, a large one growing down; -1: all. */
  hiPart: number;
  /** The root the window opened at, or -1: blocks count from it, so the target keeps its focus. */
  anchor: number;
  /** What is shown of root `anchor`'s thread, a large one still growing around the target; null: all. */
  span: Span | null;
  done: boolean;
}

/** How far the window around a permalink's target has grown, in roots, and the head, in `order`. */
interface Grown {
  order: string;
  head: number;
  part: number;
  up: number;
  down: number;
  /** The window's top thread's comments left out (`Slices.loSkip`) and bottom one's shown. */
  upSkip: number;
  downPart: number;
  /** The window's thread's {@link Span} as grown, or -1 (`to` too) while it is the first one. */
  from: number;
  to: number;
}

/** Nothing grown yet in `order`: the first slice. */
const nothingGrown = (order: string): Grown => ({
  order,
  head: 0,
  part: -1,
  up: 0,
  down: 0,
  upSkip: 0,
  downPart: -1,
  from: -1,
  to: -1,
});

/**
 * Which roots of `thread` to render: the first slice at once, then the rest, each slice in a task
 * of its own, a large thread's replies too; a permalink `target` below gets a window of threads,
 * grown down and up (a large thread cut at its edge as the head's is) until it meets the head.
 */
export function useSlices(thread: Thread, target: string | null, order = '', hold = false): Slices {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = sizesOf(thread);
  const [slices, setGrown] = useState<Grown>(() => nothingGrown(order));
  const grown = useMemo(
    () => (slices.order === order ? slices : nothingGrown(order)),
    [slices, order],
  );
  /** Next slice size; last slice and its start (ms); the window's root; the last commit. */
  const at = useRef({
    size: RENDER_SLICE,
    seen: grown,
    began: 0,
    anchor: null as string | null,
    live: '',
    shown: null as Slices | null,
  }).current;
  if (grown !== at.seen) {
    at.seen = grown;
    at.began = performance.now();
  }
  const targetRoot = target && thread.byId.has(target) ? roots.indexOf(rootOf(thread, target)) : -1;
  const large = (i: number) => (sizes.get(roots[i]!) ?? 1) > SPAN_OVER;
  let first = nextCut(roots, sizes, { n: 0, part: -1 }, FIRST_SLICE);
  // A large thread holding the target opens the window even within the first slice.
  if (targetRoot >= 0 && targetRoot < first.n && large(targetRoot)) {
    if (at.anchor === null || at.anchor === roots[targetRoot]) first = { n: targetRoot, part: -1 };
  }
  let { n: head, part } = isBeyond(first, { n: grown.head, part: grown.part })
    ? first
    : { n: grown.head, part: grown.part };
  // The first target below the head opens the window; the same root keeps it.
  if (at.anchor === null && targetRoot >= head) at.anchor = roots[targetRoot]!;
  const anchor = at.anchor === null ? -1 : roots.indexOf(at.anchor);
  let span =
    anchor >= head && large(anchor) ? spanOf(thread, sizes, roots[anchor]!, target, grown) : null;
  const placed = place(roots.length, { n: head, part }, anchor, targetRoot, span, grown);
  ({ head, part, span } = placed);
  const { lo, hi, loSkip, hiPart } = placed;
  const done = lo < 0 && head >= roots.length && part < 0;
  // The span by value: a new object each render must not plan the next slice again.
  const [from, to] = span ? [span.from, span.to] : [-1, -1];

  // Costed three microtasks on: after the commit, the long replies' measure and their collapse.
  useLayoutEffect(() => {
    if (grown.head || grown.up || grown.down || grown.from >= 0)
      afterMicrotasks(3, () => (at.size = nextSliceSize(at.size, performance.now() - at.began)));
  }, [at, grown]);

  const result: Slices = { roots, head, part, lo, hi, loSkip, hiPart, anchor, span, done };
  // What the last commit shows: Preact cleans effects up only after the next frame paints, so a
  // slice planned for a list changed since must see this and stand down.
  const shownNow = [order, head, part, lo, hi, loSkip, hiPart, from, to].join();
  useLayoutEffect(() => {
    at.live = shownNow;
    at.shown = result;
  });

  useEffect(() => {
    if (done || hold) return;
    return afterYield(() => {
      if (at.live !== shownNow || !at.shown) return;
      const next = growth(at.shown, sizes, grown, at.size);
      startTransition(() => setGrown((g) => next(g.order === order ? g : nothingGrown(order))));
    });
  }, [at, done, hold, grown, roots, anchor, sizes, order, shownNow]);

  return result;
}

/**
 * Where the head ends (`cut`, as grown) and a permalink's window lies, out of `count` roots: the
 * window `grown` around root `anchor` (-1: none) joins the head once the threads where they meet
 * are whole; a thread of `targetRoot` that is cut or not shown is rendered whole.
 */
function place(
  count: number,
  cut: Cut,
  anchor: number,
  targetRoot: number,
  span: Span | null,
  grown: Grown,
) {
  let { n: head, part } = cut;
  let [lo, hi, loSkip, hiPart] = [-1, -1, 0, -1];
  if (anchor >= 0) {
    lo = Math.max(head, anchor - grown.up);
    hi = Math.min(count, anchor + 1 + grown.down);
    if (lo === anchor - grown.up) loSkip = grown.upSkip;
    if (hi === anchor + 1 + grown.down) hiPart = grown.downPart;
    // The head meets the window once the head's last thread and the window's first and
    // permalink's threads are whole; the window's last, cut or not, becomes the head's.
    if (lo <= head && loSkip === 0 && (part < 0 || hi <= head) && span === null) {
      if (hi > head) part = hiPart;
      head = Math.max(head, hi);
      [lo, hi, loSkip, hiPart] = [-1, -1, 0, -1];
    }
  }
  // A target in the head's or the window's cut thread: that thread is rendered whole.
  if (targetRoot === head - 1) part = -1;
  if (targetRoot === lo && targetRoot !== anchor) loSkip = 0;
  if (targetRoot === hi - 1 && targetRoot !== anchor) hiPart = -1;
  if (targetRoot >= 0 && targetRoot >= head && !(targetRoot >= lo && targetRoot < hi)) {
    if (lo < 0) [head, part] = [targetRoot + 1, -1];
    else if (targetRoot >= hi) [hi, hiPart] = [targetRoot + 1, -1];
    else [lo, loSkip] = [targetRoot, 0];
  }
  return { head, part, lo, hi, loSkip, hiPart, span: lo < 0 ? null : span };
}

/**
 * The next slice of `shown` as a change of what has grown: a permalink's large thread first
 * (after its target, then above it: KeepTarget.tsx holds the target), then the head (in a
 * permalink's list, first the rest of its cut thread, up to the window), then the window, down
 * and up in turn, a large thread at its edge cut ({@link nextCut}, {@link prevCut}).
 * @param sizes subtree sizes, in comments (src/comments/thread.ts `subtreeSizes`)
 * @param size the slice's size, in comments
 */
function growth(
  { roots, head, part, lo, hi, loSkip, hiPart, anchor, span }: Slices,
  sizes: ReadonlyMap<string, number>,
  grown: Grown,
  size: number,
): (g: Grown) => Grown {
  if (span) {
    const { from, to } = span;
    const total = sizes.get(roots[anchor]!) ?? 1;
    const grow =
      to < total
        ? { from, to: Math.min(total, to + size) }
        : { from: Math.max(0, from - size), to };
    return (g) => ({ ...g, ...grow });
  }
  if (lo < 0 || part >= 0) {
    const to = nextCut(roots, sizes, { n: head, part }, size, lo < 0 ? roots.length : lo);
    return (g) =>
      isBeyond(to, { n: g.head, part: g.part }) ? { ...g, head: to.n, part: to.part } : g;
  }
  if ((hi < roots.length || hiPart >= 0) && grown.down <= grown.up) {
    const to = nextCut(roots, sizes, { n: hi, part: hiPart }, size);
    return (g) =>
      isBeyond(to, { n: anchor + 1 + g.down, part: g.downPart })
        ? { ...g, down: to.n - anchor - 1, downPart: to.part }
        : g;
  }
  const to = prevCut(roots, sizes, { n: lo, skip: loSkip }, size, head);
  return (g) =>
    isAbove(to, { n: anchor - g.up, skip: g.upSkip })
      ? { ...g, up: anchor - to.n, upSkip: to.skip }
      : g;
}

/**
 * The {@link Span} shown of the large thread of `root` in a permalink's window: as grown, or first
 * the target and the {@link FIRST_SLICE} comments from it (from the thread's top if the target
 * is elsewhere); null once it holds the whole thread.
 * @param sizes subtree sizes, in comments (src/comments/thread.ts `subtreeSizes`)
 */
function spanOf(
  thread: Thread,
  sizes: ReadonlyMap<string, number>,
  root: string,
  target: string | null,
  grown: Grown,
): Span | null {
  const total = sizes.get(root) ?? 1;
  let span: Span;
  if (grown.from >= 0) span = { from: grown.from, to: grown.to };
  else {
    const inThread = target !== null && thread.byId.has(target) && rootOf(thread, target) === root;
    const from = inThread ? placeInThread(thread, sizes, target) : 0;
    span = { from, to: Math.min(total, from + FIRST_SLICE) };
  }
  return span.from <= 0 && span.to >= total ? null : span;
}
