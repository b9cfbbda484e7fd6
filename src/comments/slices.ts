/**
 * `<biz-comments>`: rendering while the reader reads. The first screen of comments
 * is rendered at once, the rest slice by slice, each in its own task after the browser had its
 * turn ({@link afterYield}), so a click or a key press is answered between slices and no task
 * holds a long list's whole render.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterMicrotasks, afterYield } from '../element/yield.ts';
import { rootOf } from './store.ts';
import { subtreeSizes, type Thread } from './thread.ts';

/**
 * Comments in the first render: more than a phone's first screen shows (the list starts under
 * the main form: 2 at 412×823), half of what the first read gives (READ_FIRST, markup.ts); they
 * paint first. 10 made the first render one task of 53–185 ms on a mid phone (4× CPU
 * throttling, npm run bench); 5 keeps it mostly under 50.
 */
const FIRST_SLICE = 5;

/**
 * Comments in the second slice (as in the first); the later ones are sized by
 * {@link nextSliceSize} from what the one before cost on this device. A fixed 10 took 50–60 ms per task on a mid phone (4× CPU
 * throttling) and up to 120 ms late in a 2,000-comment list; about 13 ms without throttling
 * (500 comments took 650–720 ms of main-thread time in all, npm run bench).
 */
const RENDER_SLICE = 5;

/** The work a slice aims at, ms: render, commit and the layout the long replies' measure forces. */
export const SLICE_TARGET_MS = 25;

/** Bounds of a slice, in comments: a slice too small costs its fixed part (a layout) for little. */
export const SLICE_MIN = 3;
export const SLICE_MAX = 60;

/**
 * The size of the next slice, from the last one: scaled towards {@link SLICE_TARGET_MS} of work,
 * halfway (one slow slice, a collection or another tab's burst, does not halve the next at once),
 * within {@link SLICE_MIN}…{@link SLICE_MAX} comments.
 * @param size comments in the last slice
 * @param costMs what it cost, ms, from its render to the microtask after its commit
 * @returns comments in the next slice
 */
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

/** How many roots, back from `to` (exclusive) but not below `floor`, make a slice of about `size`. */
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
 * What of the list is rendered: the top-level comments `roots[0..head)`, and, while a permalink's
 * window is open, `roots[lo..hi)` around its target (`lo` and `hi` are -1 without one).
 */
export interface Slices {
  /** The top-level comments of the thread, in the order shown. */
  roots: readonly string[];
  /** Roots rendered from the top. */
  head: number;
  /** The window around a permalink's target: its first root, or -1. */
  lo: number;
  /** The end of that window (exclusive), or -1. */
  hi: number;
  /**
   * The root the permalink's window opened at (its target's thread), or -1: where the list's
   * blocks are counted from, so that comments read or rendered above it never move the target
   * to another block (which would render it anew, and lose its focus).
   */
  anchor: number;
  /** Whether every root is rendered. */
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
 * The top-level comments of `thread` and which of them to render. Without a permalink: the first
 * slice (about {@link FIRST_SLICE} comments) at once, then the rest from the top. With one whose
 * target lies below what is rendered: its thread alone first (a window), then the window grows a
 * slice at a time, down and up in turn, until it meets the head. Each slice comes in its own task,
 * after a yield to the browser, as a transition (typing and clicks go first), sized by what the
 * one before cost on this device ({@link nextSliceSize}). A later target outside what is rendered
 * widens the window (or the head) through it at once.
 * @param thread the thread shown
 * @param target the comment a permalink opened, or null
 * @param order the order shown (src/comments/thread.ts `Order`): another order renders anew, its
 *   first screen at once and the rest slice by slice (one render of 2,000 reordered comments
 *   would be one long task)
 * @param hold nothing more is rendered, neither from the top nor around a window: a permalink
 *   names a comment the list may still bring (the target's window comes first once it is found),
 *   or the list shown is a permalink's thread and the first screen while the rest is still read
 *   (what lies between them is not there yet: markup.ts `readCommentList`)
 */
export function useSlices(thread: Thread, target: string | null, order = '', hold = false): Slices {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = useMemo(() => subtreeSizes(thread), [thread]);
  const [slices, setGrown] = useState<Grown>({ order, head: 0, up: 0, down: 0 });
  const grown = useMemo(
    () => (slices.order === order ? slices : { order, head: 0, up: 0, down: 0 }),
    [slices, order],
  );
  /**
   * The next slice's size; the slices rendered so far and when the last one's first render
   * began (performance.now(), ms); the root the window opened at (a permalink's thread).
   */
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

  // What a slice cost, counted once its consequences in the same task are done: its commit, the
  // measure of its long replies (Message.tsx), which its comments queue as a microtask when they
  // mount, and the render that collapses them. Three microtasks on: Preact runs every hook's
  // layout effect (this one) before any class's componentDidMount (the comments', Comment.tsx),
  // and renders a collapse in a microtask of its own; React mounts the comments first and renders
  // the collapse at once.
  useLayoutEffect(() => {
    if (grown.head || grown.up || grown.down)
      afterMicrotasks(3, () => (at.size = nextSliceSize(at.size, performance.now() - at.began)));
  }, [at, grown]);

  // What the last commit shows. Preact cleans an effect up only once the frame after the next
  // commit has painted, so a slice planned for a list that has changed since (a permalink's
  // window opened under a head slice on its way) would still run: it sees this and stands down,
  // and the effect of the new render plans again.
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
      // A step of another order than the one now shown starts from nothing in this one.
      const fresh = { order, head: 0, up: 0, down: 0 };
      startTransition(() => setGrown((g) => next(g.order === order ? g : fresh)));
    });
  }, [at, done, hold, head, lo, hi, anchor, grown, roots, sizes, order]);

  return { roots, head, lo, hi, anchor, done };
}
