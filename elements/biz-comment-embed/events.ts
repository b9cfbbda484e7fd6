/** The events of `<biz-comment-embed>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
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
