/**
 * `<biz-comments>`: rendering while the reader reads. The first screen of comments
 * is rendered at once, the rest slice by slice, each in its own task after the browser had its
 * turn ({@link afterYield}), so a click or a key press is answered between slices and no task
 * holds a long list's whole render.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { afterYield } from '../element/yield.ts';
import { rootOf } from './store.ts';
import { subtreeSizes, type Thread } from './thread.ts';

/**
 * Comments in the first render: more than a phone's first screen shows (the list starts under
 * the main form), as many as the first read gives (READ_FIRST, markup.ts); they paint first.
 */
const FIRST_SLICE = 10;

/**
 * Comments per later slice: one task each. 25 took 50–100 ms on a mid phone (4× CPU throttling)
 * as the list grew; 10 and 5 both about 80–100 ms, as a slice's layout walks the whole list
 * (about 6 ms at 500 comments without throttling), and 5 cost 40% more CPU in all.
 */
const RENDER_SLICE = 10;

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
 * first; the rest follows one slice of about {@link RENDER_SLICE} comments per task, after a
 * yield to the browser, as a transition (typing and clicks go first).
 * @param thread the thread shown
 * @param target the comment a permalink opened, or null
 */
export function useSlices(
  thread: Thread,
  target: string | null,
): { roots: readonly string[]; shown: number } {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = useMemo(() => subtreeSizes(thread), [thread]);
  const [rendered, setRendered] = useState(0);
  const targetRoot = target && thread.byId.has(target) ? roots.indexOf(rootOf(thread, target)) : -1;
  const shown = Math.max(rendered, targetRoot + 1, nextRoots(roots, sizes, 0, FIRST_SLICE));

  useEffect(() => {
    if (shown >= roots.length) return;
    return afterYield(() => {
      const next = nextRoots(roots, sizes, shown, RENDER_SLICE);
      startTransition(() => setRendered((n) => Math.max(n, next)));
    });
  }, [shown, roots, sizes]);

  return { roots, shown };
}
