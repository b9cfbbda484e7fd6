/** The events of `<biz-comments>`, declared once (docs/architecture.md#events). */
import type { AuthRequiredDetail } from '../../src/services/auth.ts';
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-comment-send`: the server answered POST /comments/send. */
export interface CommentSendDetail {
  articleId: string;
  /** '0' for a top-level comment. */
  parentId: string;
  /** The server's status: 'ok' (awaits moderation), 'not_active' or another failure. */
  status: string;
}

/** Detail of `biz-comment-rate`: a comment vote was saved. */
export interface CommentRateDetail {
  articleId: string;
  commentId: string;
  choice: '+' | '-';
  /** The comment's sum shown now. */
  rating: number;
}

/** Detail of `biz-comment-react`: an emoji reaction was saved. */
export interface CommentReactDetail {
  articleId: string;
  commentId: string;
  /** The emoji id sent as `emoji_id` (like, laugh, wow, sad, angry). */
  emoji: string;
}

/** Detail of `biz-comment-report`: the server took a reader's report of a comment. */
export interface CommentReportDetail {
  articleId: string;
  commentId: string;
  /** The reason sent: spam, abuse, offtopic or other. */
  reason: string;
}

/** The events of `<biz-comments>`: name → detail, documented. */
export interface CommentsEvents {
  /** The server answered a sent comment: `{articleId, parentId, status}`. */
  'biz-comment-send': CommentSendDetail;
  /** A comment vote was saved: `{articleId, commentId, choice, rating}`. */
  'biz-comment-rate': CommentRateDetail;
  /** An emoji reaction was saved: `{articleId, commentId, emoji}`. */
  'biz-comment-react': CommentReactDetail;
  /** A report of a comment was sent: `{articleId, commentId, reason}`. */
  'biz-comment-report': CommentReportDetail;
  /** The reader chose «Войти» in the form. */
  'biz-auth-required': AuthRequiredDetail;
  /** A call failed or the server sent malformed comments: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-comments': CommentsEvents;
  }
}
