/** The events of `<biz-top10>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-top10-vote`: a vote the server accepted. */
export interface Top10VoteDetail {
  articleId: string;
  variantId: string;
  /** The variant's vote count now. */
  count: number;
}

/** The events of `<biz-top10>`: name → detail, documented. */
export interface Top10Events {
  /** The server accepted a vote: `{articleId, variantId, count}`. */
  'biz-top10-vote': Top10VoteDetail;
  /** Loading or a vote failed, or a vote was refused: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-top10': Top10Events;
  }
}
