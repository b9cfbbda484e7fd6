/** The event `<biz-text-size>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-text-size-change`: the size the reader chose. */
export interface TextSizeChangeDetail {
  size: 'small' | 'medium' | 'big';
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-text-size-change': TextSizeChangeDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-text-size-change': CustomEvent<TextSizeChangeDetail>;
  }
}
