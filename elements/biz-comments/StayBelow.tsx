/**
 * `<biz-comments>`: a reader already below the discussion while it arrives and renders keeps
 * what they read in place.
 */
import { Component, type ReactNode } from 'react';

/** Props of {@link StayBelow}. */
interface StayBelowProps {
  /** The element, whose bottom edge is where the list grows. */
  host: HTMLElement;
  /** Whether the list is still loading, being read or rendered slice by slice. */
  busy: boolean;
  /**
   * A permalink's window is open (src/comments/slices.ts): the reader is at its target, which
   * KeepTarget.tsx keeps in place; the host stays excluded from scroll anchoring, nothing more.
   */
  permalink: boolean;
  /** The discussion. */
  children: ReactNode;
}

/**
 * While `busy`, keeps what follows `host` where a reader below it sees it, as the list grows by
 * screens above them.
 *
 * - The host has `overflow-anchor: none`: the browser's scroll anchoring must not pick a node
 *   inside the growing list, or a reader already below it (reading what follows) is pushed down
 *   with everything after it; excluded, the engine's anchor is what the reader looks at
 *   (Chromium, Firefox).
 * - Engines leave the first slices after a scroll by script as they are (the browser test saw one
 *   to eight slices of about 1,300 px each move the page), and WebKit has no scroll anchoring at
 *   all. So a commit that moves the host's bottom edge while it was in the upper half of the
 *   viewport or above it (the reader mostly sees what follows) scrolls the window by that much,
 *   in the same task, before the frame paints, at once even where the page scrolls smoothly.
 *   The edge is read just before the commit's DOM changes (`getSnapshotBeforeUpdate`: no scroll
 *   of the reader's can come between) and just after. Where the engine already compensated, the
 *   edge has not moved and nothing is done, so the two never add up. Lower down, the reader
 *   mostly sees the list, which grows below them.
 *
 * Scrolls only the window (the document's scroller); inside another scroller nothing moves. On a
 * touch screen the scroll by script may end a fling in progress: the price of not moving the
 * page by screens under the reader. Once `busy` ends, anchoring is the engine's again, so the
 * new-comments bar and opened replies anchor inside the list.
 */
export class StayBelow extends Component<StayBelowProps> {
  override componentDidMount(): void {
    this.#exclude();
  }

  /** Where the host's bottom edge is in the viewport (px) before this commit, if it is to stay. */
  override getSnapshotBeforeUpdate(prev: StayBelowProps): number | null {
    if ((!prev.busy && !this.props.busy) || this.props.permalink) return null;
    const bottom = this.props.host.getBoundingClientRect().bottom;
    return bottom < innerHeight / 2 ? bottom : null;
  }

  override componentDidUpdate(_prev: StayBelowProps, _state: unknown, before: number | null): void {
    this.#exclude();
    if (before === null) return;
    const moved = this.props.host.getBoundingClientRect().bottom - before;
    // At once, even on a page with `scroll-behavior: smooth`: it must land in this frame.
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
  }

  /** Scroll anchoring skips the host while the list grows (see above). */
  #exclude(): void {
    this.props.host.style.overflowAnchor = this.props.busy ? 'none' : '';
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
