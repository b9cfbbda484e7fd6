/** The event `<biz-poll>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-poll-vote`: a vote the server accepted. */
export interface PollVoteDetail {
  pollId: string;
  /** The chosen variant's id (sent as `question`). */
  variantId: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-poll-vote': PollVoteDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-poll-vote': CustomEvent<PollVoteDetail>;
  }
}
