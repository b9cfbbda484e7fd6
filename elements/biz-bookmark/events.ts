/** The events of `<biz-bookmark>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { AuthRequiredDetail } from '../../src/services/auth.ts';
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-bookmark-toggle`: the bookmark's state the server accepted. */
export interface BookmarkToggleDetail {
  itemId: string;
  /** 1 an article, 2 a person (the spec's `type`). */
  type: 1 | 2;
  active: boolean;
}

/** The events of `<biz-bookmark>`: name → detail, documented. */
export interface BookmarkEvents {
  /** Saved: `{itemId, type, active}`. */
  'biz-bookmark-toggle': BookmarkToggleDetail;
  /** An anonymous reader pressed it: `{tab: 'login', reason: 'bookmark'}`. */
  'biz-auth-required': AuthRequiredDetail;
  /** Saving failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-bookmark': BookmarkEvents;
  }
}
