/** The event `<biz-article-rating>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-article-rate`: the reader's vote the server accepted. */
export interface ArticleRateDetail {
  articleId: string;
  /** The reader's choice now. */
  choice: '+' | '-';
  /** The sum shown now. */
  sum: number;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-article-rate': ArticleRateDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-article-rate': CustomEvent<ArticleRateDetail>;
  }
}
