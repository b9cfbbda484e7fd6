import { createElementClass } from '../../src/element/define.ts';
import { serverHtmlStyles } from '../../src/ui/server-html.ts';
import { avatarStyles } from '../../src/ui/styles.ts';
import { BizComments, type CommentsProps } from './BizComments.tsx';
import { commentsAttributes } from './attributes.ts';
import css from './biz-comments.css?inline';
import './events.ts';

/**
 * The article's comments (docs/behaviour.md#comments): a threaded list with votes, emoji reactions, replies,
 * mentions, anonymous or named posting, and new comments polled in the background.
 *
 * Markup contract (what GET /comments/list/{article_id}?fullpage answers, and what a page may
 * render inside the tag): a flat list of
 * `<article class="biz-comment" data-comment-id data-parent-id data-author data-userpic
 * data-anonymous data-timestamp data-rating data-emoji='{"like":3}' data-status>` each holding
 * `<div class="biz-comment__message">…</div>`; see src/api/schemas/comment-markup.ts. Comments
 * placed inside the tag as its direct children are shown as they are until the element upgrades
 * (through a `<slot>` while they are read), and are not fetched again. Malformed items are
 * skipped and reported with `biz-error` (kind `validation`).
 *
 * Local storage: `comment-ratings-{article_id}` and `comment-emoji-{article_id}` are
 * comma-separated lists (`5001=+,5007=-`, `5001=like`); `article{id}` is the latest seen comment
 * timestamp (comments newer than the last visit are marked «новый»);
 * `comment-draft-{article_id}` is the unsent draft as JSON `{"parent_id","message"}`.
 *
 * Opening the page with `#comment-{id}` scrolls to that comment and highlights it.
 *
 * Keyboard and screen readers (docs/behaviour.md#comments-keyboard): the list is a `role="feed"`
 * of `<article>`s, each named «Комментарий» or «Ответ» (described by its author and date); every comment's
 * controls are rendered (and named «Ответить: Ольга Лебедева», «Плюс комментарию: …») whether
 * or not it is near the viewport. The list is one Tab stop (a roving tabindex): ↓/↑ (or Page
 * Down/Up), Home/End move between comments, → or Enter into a comment's controls, ←/→ through
 * them, Escape back to the comment; Tab walks the controls of the comment that has focus, then
 * leaves the list. Two skip links come first: «Перейти к форме комментария» and «Пропустить
 * комментарии».
 *
 * @summary Threaded comments with votes, reactions, mentions and live updates.
 * @tagname biz-comments
 *
 * @slot - Server-rendered comments (the markup contract above): shown until the element has read them.
 * @slot title - The page's own heading, `<h2 slot="title">Комментарии <span>48 комментариев</span></h2>`: in the accessibility tree before the element loads; the element's heading (part `title`) then takes its place, never drawn twice, and shows the `<span>`'s count until the list is read. Style it as the element's heading so nothing moves.
 *
 * @csspart title - The heading «Комментарии».
 * @csspart skip-link - «Перейти к форме комментария» and «Пропустить комментарии» (shown while focused).
 * @csspart count - The comment count («40 комментариев»).
 * @csspart comment - One comment (`data-comment-id`).
 * @csspart message - A comment's message.
 * @csspart permalink - The time, a link to `#comment-{id}`.
 * @csspart new-badge - The «новый» mark of a comment newer than the last visit.
 * @csspart new-since - «N новых с вашего прошлого визита» in the heading.
 * @csspart next-new - «К следующему новому»: focus and view to the next comment marked «новый».
 * @csspart plus - Plus for a comment (`aria-pressed`).
 * @csspart minus - Minus for a comment (`aria-pressed`).
 * @csspart rating - A comment's sum.
 * @csspart emoji - An emoji reaction (`aria-pressed`, `data-emoji`).
 * @csspart react - Opens all emoji reactions.
 * @csspart reply - Opens the reply form.
 * @csspart toggle-branch - Hides or shows a branch of replies (`aria-expanded`).
 * @csspart show-full - Expands a long reply.
 * @csspart form - A comment form.
 * @csspart textarea - The comment text.
 * @csspart anonymous - The «анонимно» checkbox (signed-in readers).
 * @csspart sign-in - The «Войти» button (anonymous readers).
 * @csspart submit - The send button.
 * @csspart mentions - The mention suggestions (listbox).
 * @csspart mention - One suggestion (option).
 * @csspart notice - The «awaits moderation» notice.
 * @csspart error - A failure message.
 * @csspart retry - The retry button of a failure message.
 * @csspart new-comments - The «N новых комментариев» button.
 * @csspart capped - «Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).
 * @csspart reply-to - «ответ на комментарий — …» on a reply shown flat (below the last nesting level, or in «Все подряд»).
 * @csspart order - The order choice «Порядок» (radio buttons «Сначала новые», «Сначала старые», «Лучшие», «Все подряд»).
 * @csspart more - A comment's «Ещё» button (`aria-expanded`): opens its menu.
 * @csspart menu - A comment's open «Ещё» menu (exists only while open).
 * @csspart menuitem - An item of the menu («Цитировать», «Скопировать ссылку», «Скрыть комментарии автора», «Пожаловаться»).
 * @csspart quote - «Цитировать» offered under a selection inside a comment's message.
 * @csspart unhide - «показать» on a hidden author's comment.
 * @csspart report-form - The report form under a comment.
 * @csspart report-submit - The report form's «Отправить».
 *
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
