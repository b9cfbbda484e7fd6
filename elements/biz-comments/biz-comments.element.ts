import { createElementClass } from '../../src/element/define.ts';
import { serverHtmlStyles } from '../../src/ui/server-html.ts';
import { avatarStyles } from '../../src/ui/styles.ts';
import { BizComments, type CommentsProps } from './BizComments.tsx';
import { commentsAttributes } from './attributes.ts';
import css from './biz-comments.css?inline';
import './events.ts';

/**
 * The article's comments: a threaded list with votes, emoji reactions, replies, mentions,
 * anonymous or named posting, and new comments polled in the background
 * (docs/behaviour.md#comments).
 *
 * Markup contract: a flat list of `<article class="biz-comment" data-comment-id …>`, each
 * holding a `<div class="biz-comment__message">` (docs/server-contract.md#comments-list,
 * src/api/schemas/comment-markup.ts).
 *
 * @summary Threaded comments with votes, reactions, mentions and live updates.
 * @tagname biz-comments
 * @slot - Server-rendered comments (the markup contract above): shown until the element has read them.
 * @slot title - The page's own heading, `<h2 slot="title">Комментарии <span>48 комментариев</span></h2>`: in the accessibility tree before the element loads; the element's heading (part `title`) then takes its place, never drawn twice, and shows the `<span>`'s count until the list is read. Style it as the element's heading so nothing moves.
 * @cssproperty --biz-accent - Accent colour (links, the send button, new comments).
 * @cssproperty --biz-positive - Colour of a chosen plus and a positive sum.
 * @cssproperty --biz-negative - Colour of a chosen minus, a negative sum and errors.
 * @cssproperty --biz-surface-alt - Background of forms and highlighted comments.
 * @cssproperty --biz-border - Lines between comments and branches.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizCommentsElement extends createElementClass<CommentsProps>({
  component: BizComments,
  attributes: commentsAttributes,
  styles: [serverHtmlStyles, avatarStyles, css],
}) {}
