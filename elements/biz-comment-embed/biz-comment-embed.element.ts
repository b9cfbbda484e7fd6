import { createElementClass } from '../../src/element/define.ts';
import { serverHtmlStyles } from '../../src/ui/server-html.ts';
import { BizCommentEmbed, type CommentEmbedProps } from './BizCommentEmbed.tsx';
import { commentEmbedAttributes } from './attributes.ts';
import css from './biz-comment-embed.css?inline';

/**
 * One comment quoted outside its discussion (docs/server-contract.md#comments GET /comments/embed/{id}), e.g. «Комментарий
 * дня» in a sidebar. The HTML answer (the markup contract of `<biz-comments>` with
 * `data-article-id` and a `.biz-comment__link`) is sanitized and shown in shadow DOM with the
 * author, time, message (a long one cut with a fade), rating, reactions and a link to the comment
 * in its discussion.
 * Whatever the page puts inside the tag (e.g. a plain link) shows until the comment has loaded.
 *
 * @summary One comment, quoted with a link to its discussion.
 * @tagname biz-comment-embed
 *
 * @slot - Fallback content shown until the comment has loaded.
 *
 * @csspart card - The quoted comment.
 * @csspart message - Its message.
 * @csspart rating - Its rating sum.
 * @csspart link - The link to the comment in its discussion.
 * @csspart error - A failure message.
 * @csspart retry - The retry button of a failure message.
 *
 * @cssproperty --biz-accent - Link colour and the quote bar.
 * @cssproperty --biz-surface-alt - Card background.
 * @cssproperty --biz-border - Card border.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 * @cssproperty --biz-comment-embed-max-height - Longest message shown before it is cut with a fade (default 14em).
 */
export class BizCommentEmbedElement extends createElementClass<CommentEmbedProps>({
  component: BizCommentEmbed,
  attributes: commentEmbedAttributes,
  styles: [serverHtmlStyles, css],
}) {}
