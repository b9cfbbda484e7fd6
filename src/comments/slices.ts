/**
 * `<biz-comments>`: rendering while the reader reads. The first screen of comments
 * is rendered at once, the rest slice by slice, each in its own task after the browser had its
 * turn ({@link afterYield}), so a click or a key press is answered between slices and no task
 * holds a long list's whole render.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterYield } from '../element/yield.ts';
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

/**
 * Calls `then` in a microtask `hops` levels deep: after the microtasks queued before this call,
 * and after those that they queue in turn, `hops - 1` levels down.
 */
function afterMicrotasks(hops: number, then: () => void) {
  queueMicrotask(hops > 1 ? () => afterMicrotasks(hops - 1, then) : then);
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
 * first; the rest follows one slice per task, after a yield to the browser, as a transition
 * (typing and clicks go first), each slice sized by what the one before cost on this device
 * ({@link nextSliceSize}).
 * @param thread the thread shown
 * @param target the comment a permalink opened, or null
 * @param order the order shown (src/comments/thread.ts `Order`): a change renders anew
 */
export function useSlices(
  thread: Thread,
  target: string | null,
  order = '',
): { roots: readonly string[]; shown: number } {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = useMemo(() => subtreeSizes(thread), [thread]);
  // Another order starts the slicing again: its first screen at once, the rest slice by slice
  // (one render of 2,000 reordered comments would be one long task).
  const [slices, setSlices] = useState({ order, rendered: 0 });
  const rendered = slices.order === order ? slices.rendered : 0;
  /**
   * The next slice's size; the slice last rendered and when its first render began
   * (performance.now(), ms).
   */
  const at = useRef({ size: RENDER_SLICE, seen: 0, began: 0 }).current;
  if (rendered !== at.seen) {
    at.seen = rendered;
    at.began = performance.now();
  }
  const targetRoot = target && thread.byId.has(target) ? roots.indexOf(rootOf(thread, target)) : -1;
  const shown = Math.max(rendered, targetRoot + 1, nextRoots(roots, sizes, 0, FIRST_SLICE));

  // What a slice cost, counted once its consequences in the same task are done: its commit, the
  // measure of its long replies (Message.tsx), which its comments queue as a microtask when they
  // mount, and the render that collapses them. Three microtasks on: Preact runs every hook's
  // layout effect (this one) before any class's componentDidMount (the comments', Comment.tsx),
  // and renders a collapse in a microtask of its own; React mounts the comments first and renders
  // the collapse at once. Counted one microtask on, Preact's slices missed the measure's layout,
  // grew to 40–50 comments and took 60–124 ms each at 4× (npm run bench).
  useLayoutEffect(() => {
    if (rendered)
      afterMicrotasks(3, () => (at.size = nextSliceSize(at.size, performance.now() - at.began)));
  }, [at, rendered]);

  useEffect(() => {
    if (shown >= roots.length) return;
    return afterYield(() => {
      const next = nextRoots(roots, sizes, shown, at.size);
      startTransition(() =>
        setSlices((was) => ({
          order,
          rendered: was.order === order ? Math.max(was.rendered, next) : next,
        })),
      );
    });
  }, [at, shown, roots, sizes, order]);

  return { roots, shown };
}
