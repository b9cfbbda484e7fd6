/**
 * Another order without one long task: the old list stays under the new order's first slice and
 * goes from its end, about {@link LEAVE_COMMENTS} comments per task, as a transition (removing it
 * at once is one long task; a thread of 200 comments is cut as it goes, as in src/comments/slices.ts).
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterYield } from '../../src/element/yield.ts';
import { shrinkCut, type Slices } from '../../src/comments/slices.ts';

/** The list shown before another order was chosen, as much of it as is still on the page. */
export interface Leaving {
  slices: Slices;
  /** Its blocks are keyed by it. */
  order: string;
}

/** Comments removed per task (about 14,000 nodes of a 200-comment thread: 2 blocks of 25 threads). */
const LEAVE_COMMENTS = 200;

/**
 * The list shown before the order changed to `order`, while it goes (else null): all of it, then
 * a permalink's window if it had one, then {@link LEAVE_COMMENTS} fewer comments per task from
 * its end. Back to the order still going, it goes at once.
 * @param sizes subtree sizes, in comments (src/comments/thread.ts `sizesOf`)
 */
export function useLeaving(
  slices: Slices,
  order: string,
  sizes: ReadonlyMap<string, number>,
): Leaving | null {
  const committed = useRef<{ slices: Slices; order: string } | null>(null);
  const [leaving, setLeaving] = useState<(Leaving & { from: object }) | null>(null);
  const last = committed.current;
  if (last && last.order !== order && leaving?.from !== last) {
    setLeaving(leaving?.order === order ? null : { ...last, from: last });
  }
  useLayoutEffect(() => {
    committed.current = { slices, order };
  });
  useEffect(() => {
    if (!leaving) return;
    return afterYield(() =>
      startTransition(() =>
        setLeaving((l) => {
          const rest = l && smaller(l.slices, sizes);
          return rest && rest.head > 0 ? { ...l!, slices: rest } : null;
        }),
      ),
    );
  }, [leaving, sizes]);
  return leaving;
}

/** `slices` less its window, or else less {@link LEAVE_COMMENTS} comments from its end. */
function smaller(slices: Slices, sizes: ReadonlyMap<string, number>): Slices {
  if (slices.lo >= 0) return { ...slices, lo: -1, hi: -1, loSkip: 0, hiPart: -1 };
  const { n, part } = shrinkCut(slices.roots, sizes, slices, LEAVE_COMMENTS);
  return { ...slices, head: n, part };
}
