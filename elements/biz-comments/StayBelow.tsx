import { Component, type ReactNode } from 'react';
import { scrollByNow } from './scroll-by.ts';

interface StayBelowProps {
  host: HTMLElement;
  /** The list is still loading, being read or rendered slice by slice. */
  busy: boolean;
  /** A permalink's window is open: KeepTarget.tsx keeps the place; the host stays unanchored. */
  permalink: boolean;
  children: ReactNode;
}

/**
 * While `busy`, a reader below `host` keeps their place as the list grows above them. The host
 * gets `overflow-anchor: none` while the list is first loaded, while a permalink's window is open
 * and while the reader is below it, so scroll anchoring never picks a node in the growing list;
 * and as engines leave the first slices after a scroll by script unanchored (WebKit has no
 * anchoring), a commit that moves the host's bottom edge while it is in the viewport's upper half
 * or above scrolls the window by as much before the paint. Where the engine compensated, it has
 * not moved. Setting `none` on a host that already holds a list makes Chromium repaint all of it
 * (2,000 comments: 44,303 objects in one frame's PrePaint, 154 ms traced at 4x), so another order
 * chosen at the top of the list, where anchoring picks a node above it anyway, leaves it alone.
 */
export class StayBelow extends Component<StayBelowProps> {
  override componentDidMount(): void {
    this.#exclude(true);
  }

  /** The host's bottom edge (viewport px) before this commit, if it is to stay. */
  override getSnapshotBeforeUpdate(prev: StayBelowProps): number | null {
    if ((!prev.busy && !this.props.busy) || this.props.permalink) return null;
    const bottom = this.props.host.getBoundingClientRect().bottom;
    return bottom < innerHeight / 2 ? bottom : null;
  }

  override componentDidUpdate(_prev: StayBelowProps, _state: unknown, before: number | null): void {
    this.#exclude(before !== null);
    if (before === null) return;
    scrollByNow(this.props.host.getBoundingClientRect().bottom - before);
  }

  /**
   * Leaves scroll anchoring out of the host while busy and `wanted` (mounting, or the reader is
   * below it) or a permalink's window is open; once out, until the list is whole. Writing the
   * value it already has changes nothing.
   */
  #exclude(wanted: boolean): void {
    const { busy, permalink, host } = this.props;
    const { style } = host;
    style.overflowAnchor =
      busy && (wanted || permalink || style.overflowAnchor === 'none') ? 'none' : '';
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
