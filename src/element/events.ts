/**
 * Host events (docs/architecture.md#events): `CustomEvent`s named `biz-<noun>-<verb>`,
 * dispatched on the host element, bubbling and composed, typed in `GlobalEventHandlersEventMap`.
 */
import type { BizErrorDetail } from '../api/errors.ts';
import type { AuthRequiredDetail } from '../services/auth.ts';

/** Detail of `biz-article-rate`. */
export interface ArticleRateDetail {
  articleId: string;
  /** The reader's choice now. */
  choice: '+' | '-';
  /** The sum shown now. */
  sum: number;
}

/** Detail of `biz-bookmark-toggle`. */
export interface BookmarkToggleDetail {
  itemId: string;
  type: 1 | 2;
  active: boolean;
}

/** Detail of `biz-text-size-change`. */
export interface TextSizeChangeDetail {
  size: 'small' | 'medium' | 'big';
}

/** Detail of `biz-typo-report`. */
export interface TypoReportDetail {
  message: string;
}

/** Every event biz-widgets dispatches, by name → detail type. */
export interface BizEventMap {
  'biz-error': BizErrorDetail;
  'biz-auth-required': AuthRequiredDetail;
  'biz-article-rate': ArticleRateDetail;
  'biz-bookmark-toggle': BookmarkToggleDetail;
  'biz-text-size-change': TextSizeChangeDetail;
  'biz-typo-report': TypoReportDetail;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-error': CustomEvent<BizErrorDetail>;
    'biz-auth-required': CustomEvent<AuthRequiredDetail>;
    'biz-article-rate': CustomEvent<ArticleRateDetail>;
    'biz-bookmark-toggle': CustomEvent<BookmarkToggleDetail>;
    'biz-text-size-change': CustomEvent<TextSizeChangeDetail>;
    'biz-typo-report': CustomEvent<TypoReportDetail>;
  }
}

/**
 * Dispatches a typed biz event from `host` (bubbles, composed).
 * @returns false if a listener called `preventDefault()`
 */
export function emit<K extends keyof BizEventMap>(
  host: Element | null | undefined,
  name: K,
  detail: BizEventMap[K],
): boolean {
  if (!host) return true;
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}
