/**
 * `<biz-comments>`: while the list around a permalink's comment grows, what the reader looks at
 * stays where it is.
 */
import { Component, type ReactNode } from 'react';
import { afterMicrotasks } from '../../src/element/yield.ts';
import type { Thread } from '../../src/comments/thread.ts';

/** Props of {@link KeepTarget}. */
interface KeepTargetProps {
  /** The element's shadow root, where the comments are. */
  root: ShadowRoot;
  /** The id of the first comment of the permalink's window (src/comments/slices.ts), or null. */
  windowTop: string | null;
  /** The comment a permalink opened, or null. */
  target: string | null;
  /** Whether the list is still being read or rendered slice by slice. */
  busy: boolean;
  /** The thread shown: a new object when comments join it (src/comments/thread.ts). */
  thread: Thread;
  /** The list. */
  children: ReactNode;
}

/** The comment kept in place across a commit, and its viewport top before it (px). */
interface Kept {
  id: string;
  top: number;
}

/**
 * Comments rendered above what the reader looks at push it down: slices above a permalink's
 * window, and, while the list is still read or rendered (`busy`), comments that join the thread
 * above the target after it (markup.ts reads a permalink's comment before the comments above it;
 * they land in its own thread, or in threads before it). A commit that moves the comment kept
 * while it was in or above the viewport scrolls the window by as much, in the same task, and once
 * more after the long replies it placed have collapsed, before the frame paints. The comment kept
 * is the target when it is rendered and in or above the viewport, else the window's first one.
 * Its top is read just before the commit's DOM changes (`getSnapshotBeforeUpdate`: no scroll of
 * the reader's can come between) and after. The host has `overflow-anchor: none` while the list
 * grows (StayBelow.tsx), so the engine's scroll anchoring never adds its own correction inside
 * the list; where something else already kept the comment in place, it has not moved and nothing
 * is done. A comment below the viewport (the reader went back up) is left alone, and so is
 * everything once the list is whole: then a reply form or a branch the reader opens moves what
 * is below it, as on any page.
 */
export class KeepTarget extends Component<KeepTargetProps> {
  override getSnapshotBeforeUpdate(prev: KeepTargetProps): Kept | null {
    const grew =
      (prev.windowTop !== null && prev.windowTop !== this.props.windowTop) ||
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
      // At once, even on a page with `scroll-behavior: smooth`: it must land in this frame.
      if (after !== null && Math.abs(after - kept.top) >= 1)
        window.scrollBy({ top: after - kept.top, behavior: 'instant' });
    };
    keep();
    // Again once the long replies this commit placed have collapsed (Message.tsx measures them
    // in a microtask after the commit; Preact renders the collapse in one more).
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
