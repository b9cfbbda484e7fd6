/** `<biz-comments>`: rendering a long list slice by slice. */
import { startTransition, useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import { subtreeSizes, type Thread } from './thread.ts';

/** Comments rendered per slice (one task each): a list of thousands stays responsive. */
export const RENDER_SLICE = 200;

/** How many roots, from `from`, make up the next slice of about RENDER_SLICE comments. */
function nextRoots(roots: readonly string[], sizes: ReadonlyMap<string, number>, from: number) {
  let n = from;
  for (let count = 0; n < roots.length && count < RENDER_SLICE; n++) {
    count += sizes.get(roots[n]!) ?? 1;
  }
  return n;
}

const NO_ROOTS: readonly string[] = [];

/**
 * The root comments of `thread` and how many of them to render: at least the first slice, else
 * `shownRoots`; the rest follows one slice per task, as a transition (typing and clicks go first),
 * through `setShownRoots`.
 */
export function useSlices(
  thread: Thread,
  shownRoots: number,
  setShownRoots: Dispatch<SetStateAction<number>>,
): { roots: readonly string[]; shown: number } {
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = useMemo(() => subtreeSizes(thread), [thread]);
  const firstSlice = nextRoots(roots, sizes, 0);
  const shown = Math.max(shownRoots, firstSlice);

  // The rest of a long list, one slice per task (as a transition: typing and clicks go first).
  useEffect(() => {
    if (shown >= roots.length) return;
    const timer = setTimeout(() =>
      startTransition(() => setShownRoots(nextRoots(roots, sizes, shown))),
    );
    return () => clearTimeout(timer);
  }, [shown, roots, sizes, setShownRoots]);

  return { roots, shown };
}
