/**
 * Another order without one long task: the old list's blocks stay under the new order's first
 * slice and go a few per task, as a transition (removing them at once is one long task).
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterYield } from '../../src/element/yield.ts';
import type { Slices } from '../../src/comments/slices.ts';

/** The list shown before another order was chosen, going. */
export interface Leaving {
  slices: Slices;
  /** Its blocks are keyed by it. */
  order: string;
  /** How many of its blocks are still on the page, from the top. */
  keep: number;
}

/** Blocks removed per task (a block is 25 threads, about 1,400 nodes). */
const LEAVE_STEP = 2;

/**
 * The list shown before the order changed to `order`, while it goes (else null): all its blocks,
 * then {@link LEAVE_STEP} fewer per task. Back to the order still going, it goes at once.
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
