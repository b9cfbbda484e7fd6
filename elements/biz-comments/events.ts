/**
 * Events of `<biz-comments>` (docs/architecture.md#events), added to the shared `BizEventMap` and to
 * `GlobalEventHandlersEventMap` so `addEventListener('biz-comment-send', …)` is typed.
 */
import type {} from '../../src/element/events.ts';

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

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-comment-send': CommentSendDetail;
    'biz-comment-rate': CommentRateDetail;
    'biz-comment-react': CommentReactDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-comment-send': CustomEvent<CommentSendDetail>;
    'biz-comment-rate': CustomEvent<CommentRateDetail>;
    'biz-comment-react': CustomEvent<CommentReactDetail>;
  }
}
