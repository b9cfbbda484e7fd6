import { Component, type ReactNode } from 'react';
import { afterMicrotasks } from '../../src/element/yield.ts';
import type { Thread } from '../../src/comments/thread.ts';
import { scrollByNow } from './scroll-by.ts';

interface KeepTargetProps {
  root: ShadowRoot;
  /** The first comment of the permalink's window (src/comments/slices.ts), or null. */
  windowTop: string | null;
  /**
   * What is rendered above the target (`head part spanFrom loSkip`): a cut thread there grows.
   */
  above: string;
  /** The comment a permalink opened, or null. */
  target: string | null;
  /** The list is still being read or rendered slice by slice. */
  busy: boolean;
  /** A new object whenever comments join the thread. */
  thread: Thread;
  children: ReactNode;
}

/** The comment kept in place across a commit, and its viewport top before it (px). */
interface Kept {
  id: string;
  top: number;
}

/**
 * Keeps a permalink's comment where the reader sees it while comments render above it (slices
 * above its window, a cut thread's too; while `busy`, comments joining threads above it, as
 * markup.ts reads the target first). A commit that moves the kept comment (the target if in or above the viewport,
 * else the window's first) scrolls the window by as much before the paint, and again once the
 * long replies it placed have collapsed. A comment below the viewport, or a whole list, is left
 * alone: there what the reader opens moves what is below it, as on any page.
 */
export class KeepTarget extends Component<KeepTargetProps> {
  override getSnapshotBeforeUpdate(prev: KeepTargetProps): Kept | null {
    const grew =
      (prev.windowTop !== null &&
        (prev.windowTop !== this.props.windowTop || prev.above !== this.props.above)) ||
      (prev.busy && prev.thread !== this.props.thread);
    if (!grew) return null;
    for (const id of [prev.target, prev.windowTop]) {
      const top = id === null ? null : this.#top(id);
      if (id !== null && top !== null && top < innerHeight) return { id, top };
    }
    return null;
  }

  override componentDidUpdate(_prev: KeepTargetProps, _state: unknown, kept: Kept | null) {
    if (kept === null) return;
    const keep = () => {
      const after = this.#top(kept.id);
      if (after !== null) scrollByNow(after - kept.top);
    };
    keep();
    // Again after the collapse of long replies: Message.tsx measures them in a microtask after
    // the commit, and Preact renders the collapse in one more.
    afterMicrotasks(3, keep);
  }

  /** The viewport top (px) of comment `id`, or null when it is not rendered. */
  #top(id: string): number | null {
    return this.props.root.getElementById(`comment-${id}`)?.getBoundingClientRect().top ?? null;
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
