/**
 * The events `<biz-text-size>` dispatches, each declared once in {@link TextSizeEvents}: its name, its
 * detail type and its doc (which the manifest and the README show). See docs/architecture.md#events.
 */
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
