/**
 * `<biz-comments>`: while a permalink's window grows upwards, what the reader looks at stays where
 * it is.
 */
import { Component, type ReactNode } from 'react';

/** Props of {@link KeepTarget}. */
interface KeepTargetProps {
  /** The element's shadow root, where the comments are. */
  root: ShadowRoot;
  /** The id of the first comment of the permalink's window (src/comments/slices.ts), or null. */
  windowTop: string | null;
  /** The list. */
  children: ReactNode;
}

/**
 * Slices rendered above a permalink's window push the window down. A commit that moves the
 * window's first comment while it was in or above the viewport scrolls the window by as much, in
 * the same task, before the frame paints: the target and what the reader reads from it stay put.
 * The comment's top is read just before the commit's DOM changes (`getSnapshotBeforeUpdate`: no
 * scroll of the reader's can come between) and just after. The host has `overflow-anchor: none`
 * while the list grows (StayBelow.tsx), so the engine's scroll anchoring never adds its own
 * correction inside the list; where something else already kept the comment in place, it has not
 * moved and nothing is done. A window below the viewport (the reader went back up) is left alone.
 */
export class KeepTarget extends Component<KeepTargetProps> {
  override getSnapshotBeforeUpdate(prev: KeepTargetProps): number | null {
    if (prev.windowTop === null || prev.windowTop === this.props.windowTop) return null;
    const top = this.#top(prev.windowTop);
    return top !== null && top < innerHeight ? top : null;
  }

  override componentDidUpdate(prev: KeepTargetProps, _state: unknown, before: number | null) {
    if (before === null || prev.windowTop === null) return;
    const after = this.#top(prev.windowTop);
    if (after === null) return;
    // At once, even on a page with `scroll-behavior: smooth`: it must land in this frame.
    if (Math.abs(after - before) >= 1)
      window.scrollBy({ top: after - before, behavior: 'instant' });
  }

  /** The viewport top (px) of comment `id`, or null when it is not rendered. */
  #top(id: string): number | null {
    return this.props.root.getElementById(`comment-${id}`)?.getBoundingClientRect().top ?? null;
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
