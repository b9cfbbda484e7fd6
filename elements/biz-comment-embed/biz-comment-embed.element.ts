import { createElementClass } from '../../src/element/define.ts';
import { serverHtmlStyles } from '../../src/ui/server-html.ts';
import { BizCommentEmbed, type CommentEmbedProps } from './BizCommentEmbed.tsx';
import { commentEmbedAttributes } from './attributes.ts';
import css from './biz-comment-embed.css?inline';

/**
 * One comment quoted outside its discussion, e.g. «Комментарий дня» in a sidebar
 * (docs/behaviour.md#comment-embed).
 *
 * @summary One comment, quoted with a link to its discussion.
 * @tagname biz-comment-embed
 * @slot - Fallback content shown until the comment has loaded.
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
