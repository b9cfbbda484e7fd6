/**
 * The events `<biz-comment-embed>` dispatches, each declared once in {@link CommentEmbedEvents}: its name, its
 * detail type and its doc (which the manifest and the README show). See docs/architecture.md#events.
 */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** The events of `<biz-comment-embed>`: name → detail, documented. */
export interface CommentEmbedEvents {
  /** The comment could not be loaded or read: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-comment-embed': CommentEmbedEvents;
  }
}
