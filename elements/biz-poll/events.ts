/** The events of `<biz-poll>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-poll-vote`: a vote the server accepted. */
export interface PollVoteDetail {
  pollId: string;
  /** The chosen variant's id (sent as `question`). */
  variantId: string;
}

/** The events of `<biz-poll>`: name → detail, documented. */
export interface PollEvents {
  /** The server accepted the vote: `{pollId, variantId}`. */
  'biz-poll-vote': PollVoteDetail;
  /** The vote or the results failed, or the vote was refused: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-poll': PollEvents;
  }
}
