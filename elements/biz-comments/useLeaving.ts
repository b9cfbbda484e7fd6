/**
 * `<biz-comments>`: another order without one long task. The blocks of the list shown before
 * stay on the page under the new order's first slice and go a few at a time, each step in a task
 * of its own ({@link afterYield}), as a transition: taking 2,000 comments off the page at once was
 * one task of 440–570 ms at 4× CPU throttling, most of it the browser's own removal of about
 * 40,000 nodes (npm run bench, the order case).
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterYield } from '../../src/element/yield.ts';
import type { Slices } from '../../src/comments/slices.ts';

/** The list shown before another order was chosen, going. */
export interface Leaving {
  /** What it showed (src/comments/slices.ts) … */
  slices: Slices;
  /** … in which order: its blocks are keyed by it. */
  order: string;
  /** How many of its blocks are still on the page, from the top. */
  keep: number;
}

/**
 * Blocks taken off per step: a block holds 25 threads (BizComments.tsx `GROUP`), about 70
 * comments and 1,400 nodes; two cost about 20 ms at 4× CPU throttling.
 */
const LEAVE_STEP = 2;

/**
 * The list shown before the order changed to `order`, while it goes (null once gone, and before
 * any change). On the first render in another order it holds every block of the list committed
 * last; then, one task at a time, {@link LEAVE_STEP} fewer, from the bottom. A change back to the
 * order still going lets it go at once (the new list takes its keys).
 * @param slices what the list shows now
 * @param order the order shown now
 * @param blocks how many blocks a list of `slices` renders
 */
export function useLeaving(
  slices: Slices,
  order: string,
  blocks: (slices: Slices) => number,
): Leaving | null {
  const committed = useRef<{ slices: Slices; order: string } | null>(null);
  const [leaving, setLeaving] = useState<(Leaving & { from: object }) | null>(null);
  const last = committed.current;
  if (last && last.order !== order && leaving?.from !== last) {
    const next =
      leaving?.order === order ? null : { ...last, keep: blocks(last.slices), from: last };
    setLeaving(next);
  }
  useLayoutEffect(() => {
    committed.current = { slices, order };
  });
  useEffect(() => {
    if (!leaving) return;
    return afterYield(() =>
      startTransition(() =>
        setLeaving((l) =>
          !l || l.keep <= LEAVE_STEP ? null : { ...l, keep: l.keep - LEAVE_STEP },
        ),
      ),
    );
  }, [leaving]);
  return leaving;
}
