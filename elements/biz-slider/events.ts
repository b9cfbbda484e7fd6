/** The event `<biz-slider>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-slide-change`: another slide is shown. */
export interface SlideChangeDetail {
  /** Index of the slide shown now (0-based). */
  index: number;
  /** Number of slides. */
  count: number;
  /** What moved it: autoplay, a previous/next arrow, a dot, or a swipe. */
  cause: 'autoplay' | 'arrow' | 'dot' | 'swipe';
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-slide-change': SlideChangeDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-slide-change': CustomEvent<SlideChangeDetail>;
  }
}
