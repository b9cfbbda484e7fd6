import * as z from 'zod/mini';
import { isHttpOrRelative } from '../../services/url.ts';
import { num, unixTime } from './common.ts';
import { reactionsAttribute } from './reactions.ts';

/** Letters, digits, `-`, `_`: ids land in storage lists such as `5001=+`. */
const commentId = z.string().check(z.regex(/^[\w-]{1,40}$/));

/** Whether `url` may be loaded: http(s) or relative, once control characters are removed. */
export function isSafeUrl(url: string): boolean {
  return isHttpOrRelative(url);
}

const parentId = z.pipe(
  z.pipe(
    z._default(z.string(), ''),
    z.transform((v: string) => v.trim() || '0'),
  ),
  commentId,
);

/**
 * One `<article class="biz-comment" data-comment-id data-parent-id …>` of GET /comments/list or
 * /comments/embed (with `data-article-id`, `a.biz-comment__link`), by its attributes as strings
 * (see MARKUP, contract.ts). Required: id and timestamp; an unsafe userpic or link is dropped.
 */
export const CommentMarkup = z.object({
  /** '0' is not a comment: it is the top level, every parent's parent. */
  id: commentId.check(z.refine((v: string) => v !== '0', 'id 0 is the top level')),
  parent_id: parentId,
  author: z._default(z.string(), ''),
  userpic: z.catch(z._default(z.string().check(z.refine(isSafeUrl)), ''), ''),
  is_anonymous: z.pipe(
    z._default(z.string(), ''),
    z.transform((v: string) => v === '1' || v === 'true'),
  ),
  /** Unix time in seconds, within the Date range (a bad one skips this comment only). */
  timestamp: unixTime,
  rating: z._default(num, 0),
  /** Emoji id → count; a bad entry drops itself only. */
  emoji: reactionsAttribute,
  status: z._default(z.string(), 'active'),
  article_id: z.optional(commentId),
  /** Embed only (as `article_id`): the comment's link in its discussion. */
  link: z.catch(z.optional(z.string().check(z.refine(isSafeUrl))), undefined),
});
/** Type of {@link CommentMarkup}. */
export type CommentMarkup = z.infer<typeof CommentMarkup>;
