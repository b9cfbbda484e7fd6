/** The events of `<biz-text-size>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */

/** Detail of `biz-text-size-change`: the size the reader chose. */
export interface TextSizeChangeDetail {
  size: 'small' | 'medium' | 'big';
}

/** The events of `<biz-text-size>`: name → detail, documented. */
export interface TextSizeEvents {
  /** The reader chose a size: `{size}`. */
  'biz-text-size-change': TextSizeChangeDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-text-size': TextSizeEvents;
  }
}
