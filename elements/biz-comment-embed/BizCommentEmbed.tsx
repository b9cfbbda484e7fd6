/**
 * `<biz-comment-embed>`: one comment quoted anywhere (docs/server-contract.md#comments GET /comments/embed/{id}). The HTML
 * answer is sanitized, read by the same markup contract as the list, and shown in shadow DOM
 * with its author, time, message, rating and reactions, and a link to it in its discussion.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { commentEmbed } from '../../src/api/endpoints.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { BizWidgetsGlobal } from '../../src/autoloader.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { commentEmbedAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useLoad } from '../../src/element/use-load.ts';
import { commentText } from '../../src/i18n/ru/comments.ts';
import { loadSanitizer } from '../../src/services/sanitizer.ts';
import { safeUrl } from '../../src/services/url.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { When } from '../../src/ui/When.tsx';
import { Name } from '../../src/ui/Name.tsx';
import { authorName } from '../../src/comments/labels.ts';
import { EMOJI } from '../../src/comments/emoji.ts';
import { readComments, type Comment } from '../../src/comments/markup.ts';
import { commentEmbedText } from './strings.ts';

/** Attributes of `<biz-comment-embed>` as props, defaults applied (./attributes.ts). */
export type CommentEmbedProps = AttributeProps<typeof commentEmbedAttributes>;

const signed = new Intl.NumberFormat('ru-RU', { signDisplay: 'exceptZero' });

/**
 * A click on a link to a comment of this page (`#comment-{id}`): the discussion is asked for at
 * once (`BizWidgets.load`, the autoloader's), so the link lands even when the reader has not come
 * near the discussion yet. Without the autoloader (an app's bundle) nothing is done.
 */
const askForDiscussion = (href: string) => () => {
  if (href.startsWith('#comment-'))
    void (globalThis as { BizWidgets?: BizWidgetsGlobal }).BizWidgets?.load('biz-comments').catch(
      () => {},
    );
};

/** The quoted comment. */
export function BizCommentEmbed({ commentId, href: own, host }: CommentEmbedProps & HostProps) {
  const [comment, setComment] = useState<Comment | null>(null);
  const [missing, setMissing] = useState(false);
  const { failure, round, again, run } = useLoad(host);
  const message = useRef<HTMLQuoteElement>(null);

  useEffect(() => {
    if (!commentId) return;
    const endpoint = `/comments/embed/${commentId}`;
    return run({
      request: (signal) => Promise.all([commentEmbed(commentId, { signal }), loadSanitizer()]),
      endpoint,
      failed: commentEmbedText('embedFailed'),
      retry: again,
      start: (quiet) => {
        if (quiet) return;
        setComment(null);
        setMissing(false);
      },
      done: ([html, sanitizer]) => {
        const { comments, skipped } = readComments(sanitizer.toFragment(html, 'reader'));
        const found = comments.find((c) => c.id === commentId) ?? comments[0];
        if (!found) {
          throw new ApiError('validation', endpoint, skipped.join('; ') || 'no comment in answer');
        }
        setComment(found);
      },
      // No such comment: said in words of its own, not retried.
      handled: (error) => {
        if (!(error instanceof ApiError && error.status === 404)) return false;
        setMissing(true);
        emit(host, 'biz-error', error.toDetail());
        return true;
      },
    });
  }, [commentId, round, again, host, run]);

  useLayoutEffect(() => {
    const el = message.current;
    if (!comment || !el) return;
    el.replaceChildren(...comment.message);
    // A long message is cut (the link leads to all of it); the fade shows that it is cut.
    el.classList.toggle('clipped', el.scrollHeight > el.clientHeight + 1);
  }, [comment]);

  if (failure) {
    // A failed load is not urgent: announced politely, once.
    return (
      <Notice kind="error" message={failure.message} onRetry={failure.retry} announce="polite" />
    );
  }
  if (missing) return <p className="muted">{commentEmbedText('embedMissing')}</p>;
  if (!comment) return <slot />;

  const name = authorName(comment, commentText('anonymous'));
  // The page's own link, else the server's, else the article's; a refused URL is no link.
  const href =
    safeUrl(own) ??
    safeUrl(comment.link) ??
    (comment.article_id
      ? safeUrl(`/article/${encodeURIComponent(comment.article_id)}#comment-${comment.id}`)
      : null);
  return (
    <figure part="card" className="card">
      <figcaption className="head">
        <Avatar
          username={name}
          userpic={comment.is_anonymous ? '' : comment.userpic}
          size={36}
          part={null}
          standIn="letter"
          className="pic"
          lazy
        />
        <span className="author">
          <Name name={name} />
        </span>
        <When timestamp={comment.timestamp} />
      </figcaption>
      <blockquote ref={message} part="message" className={`message ${SERVER_HTML_CLASS}`} />
      {/* Not a <footer>: outside sectioning content it is a contentinfo landmark, one per embed (axe: several embeds on a page). */}
      <div className="foot">
        <span
          part="rating"
          className="sum"
          role="img"
          aria-label={commentText('rating', { sum: comment.rating })}
        >
          {signed.format(comment.rating)}
        </span>
        {EMOJI.map(([emoji, glyph, label]) => {
          const n = comment.emoji[emoji] ?? 0;
          return n > 0 ? (
            <span key={emoji} className="emoji" role="img" aria-label={`${label}: ${n}`}>
              {glyph} {n}
            </span>
          ) : null;
        })}
        {href && (
          <a part="link" className="go" href={href} onClick={askForDiscussion(href)}>
            {commentEmbedText('embedLink')}
          </a>
        )}
      </div>
    </figure>
  );
}
