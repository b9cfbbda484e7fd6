/** The events of `<biz-live>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-live-update`: new messages arrived. */
export interface LiveUpdateDetail {
  liveId: string;
  /** How many new messages this answer brought. */
  added: number;
  /** True when they wait behind the «N новых сообщений» button. */
  waiting: boolean;
}

/** The events of `<biz-live>`: name → detail, documented. */
export interface LiveEvents {
  /** New messages arrived: `{liveId, added, waiting}`. */
  'biz-live-update': LiveUpdateDetail;
  /** A poll failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-live': LiveEvents;
  }
}
