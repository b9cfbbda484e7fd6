/** The event `<biz-top10>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-top10-vote`: a vote the server accepted. */
export interface Top10VoteDetail {
  articleId: string;
  variantId: string;
  /** The variant's vote count now. */
  count: number;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-top10-vote': Top10VoteDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-top10-vote': CustomEvent<Top10VoteDetail>;
  }
}
