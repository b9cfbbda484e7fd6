/** The events of `<biz-slider>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */

/** Detail of `biz-slide-change`: another slide is shown. */
export interface SlideChangeDetail {
  /** Index of the slide shown now (0-based). */
  index: number;
  /** Number of slides. */
  count: number;
  /** What moved it: autoplay, a previous/next arrow, a dot, or a swipe. */
  cause: 'autoplay' | 'arrow' | 'dot' | 'swipe';
}

/** The events of `<biz-slider>`: name → detail, documented. */
export interface SliderEvents {
  /** Another slide is shown: `{index, count, cause}`. */
  'biz-slide-change': SlideChangeDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-slider': SliderEvents;
  }
}
