/** The events of `<biz-article-rating>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-article-rate`: the reader's vote the server accepted. */
export interface ArticleRateDetail {
  articleId: string;
  /** The reader's choice now. */
  choice: '+' | '-';
  /** The sum shown now. */
  sum: number;
}

/** The events of `<biz-article-rating>`: name → detail, documented. */
export interface ArticleRatingEvents {
  /** A vote was saved: `{articleId, choice, sum}`. */
  'biz-article-rate': ArticleRateDetail;
  /** A vote failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-article-rating': ArticleRatingEvents;
  }
}
