import * as z from 'zod/mini';
import { isHttpOrRelative } from '../../services/url.ts';
import { num, unixTime } from './common.ts';
import { reactionsAttribute } from './reactions.ts';

/**
 * The HTML markup contract of GET /comments/list/{article_id}?fullpage and GET
 * /comments/embed/{id} (docs/server-contract.md#comments-list). The answer is a flat list, oldest first, a parent
 * before its replies; the tree is rebuilt from `data-parent-id`:
 *
 * ```html
 * <article class="biz-comment" id="comment-{id}" data-comment-id="{id}"
 *   data-parent-id="{parent id, 0 for a top-level comment}"
 *   data-author="{display name, empty when anonymous}" data-userpic="{URL or empty}"
 *   data-anonymous="0|1" data-timestamp="{unix seconds}" data-rating="{integer sum}"
 *   data-emoji='{"like":3,"laugh":0,"wow":1,"sad":0,"angry":0}' data-status="active">
 *   <div class="biz-comment__message">{message HTML}</div>
 * </article>
 * ```
 *
 * The embed answer is one such `<article>` with `data-article-id` and, after the message,
 * `<a class="biz-comment__link" href="/article/{article_id}#comment-{id}">…</a>`.
 *
 * This schema checks the attributes of one `<article>`, read as strings (missing: undefined).
 * Required: `data-comment-id` (letters, digits, `-`, `_`: ids end up in storage lists such as
 * `5001=+`; not `0`, the top level) and `data-timestamp` (Unix seconds a Date can hold); the rest have defaults. A `data-userpic` that is not an
 * http(s) or relative URL is dropped (''); `data-emoji` is a JSON object of counts, read entry by
 * entry (src/api/schemas/reactions.ts: a bad reaction is dropped, not the comment).
 */
const commentId = z.string().check(z.regex(/^[\w-]{1,40}$/));

/**
 * Whether `url` may be loaded or followed: http(s), protocol-relative or relative, after removing
 * control characters as the URL parser does (`java\tscript:` is refused). See
 * `src/services/url.ts`, which also resolves it against apiBase for rendering.
 */
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

/** One `<article class="biz-comment">` of the markup contract, by attribute (see above). */
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
  /** Emoji id → count; a bad entry drops itself only (reactions.ts). */
  emoji: reactionsAttribute,
  status: z._default(z.string(), 'active'),
  /** Only in the embed answer. */
  article_id: z.optional(commentId),
  /** Only in the embed answer: the link to the comment in its discussion. */
  link: z.catch(z.optional(z.string().check(z.refine(isSafeUrl))), undefined),
});
/** Type of {@link CommentMarkup}. */
export type CommentMarkup = z.infer<typeof CommentMarkup>;
