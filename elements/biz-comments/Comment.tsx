/**
 * One comment with its replies (docs/behaviour.md#comments): author, readable time with a `#comment-{id}`
 * permalink, message, rating (first vote ±1, switching ±2, repeat nothing), one emoji reaction
 * (another moves the count), reply, and a hide/show toggle for its branch. Votes and reactions
 * are optimistic and rolled back with a message and a retry when the call fails.
 * The controls are rendered once the comment is near the viewport (near.ts).
 */
import { memo, useContext, useRef, useState } from 'react';
import { rateComment, reactToComment } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { useFailure } from '../../src/element/hooks.ts';
import { commentText } from '../../src/i18n/ru/comments.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { When } from '../../src/ui/When.tsx';
import { CommentsContext, type CommentsState } from './context.ts';
import { EMOJI } from '../../src/comments/emoji.ts';
import { CommentForm } from './Form.tsx';
import type { Comment } from '../../src/comments/markup.ts';
import { Message } from './Message.tsx';
import { useNear } from './near.ts';
import { commentKeys } from '../../src/services/keys.ts';
import { setListEntry } from '../../src/comments/stored.ts';
import { replyMarker } from '../../src/i18n/ru/caps.ts';
import { countReplies, flatReplies } from '../../src/comments/thread.ts';
import { commentsText, replyCount } from './strings.ts';

const score = (vote: string | undefined) => (vote === '+' ? 1 : vote === '-' ? -1 : 0);
const signed = new Intl.NumberFormat('ru-RU', { signDisplay: 'exceptZero' });
const NONE: readonly string[] = [];

/**
 * Levels of nesting shown: replies at the last level are listed flat under their ancestor, in
 * reading order, each saying whom it answers (a chain of 1,500 replies cannot overflow
 * anything).
 */
export const MAX_DEPTH = 10;

/** Props of {@link CommentItem}. */
export interface CommentItemProps {
  id: string;
  depth: number;
  /** Shown flat at the last level: the comment it answers, when that is not the one above. */
  answers?: string | undefined;
}

const nameOf = (c: Comment | undefined) =>
  !c || c.is_anonymous || !c.author ? commentText('anonymous') : c.author;

/** A comment and, unless hidden, its replies. */
export const CommentItem = memo(function CommentItem({ id, depth, answers }: CommentItemProps) {
  const ctx = useContext(CommentsContext)!;
  const c = ctx.thread.byId.get(id)!;
  const flat = depth >= MAX_DEPTH - 1;
  const kids = flat ? NONE : (ctx.thread.children.get(id) ?? NONE);
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref);
  const name = c.is_anonymous || !c.author ? commentText('anonymous') : c.author;
  const fresh = ctx.fresh.has(id);
  let classes = 'comment';
  if (fresh) classes += ' fresh';
  if (ctx.target === id) classes += ' target';
  if (depth >= 3) classes += ' deep';

  return (
    <article
      ref={ref}
      part="comment"
      className={classes}
      id={`comment-${id}`}
      data-comment-id={id}
      tabIndex={-1}
    >
      <header>
        <Avatar
          username={name}
          userpic={c.is_anonymous ? '' : c.userpic}
          size={36}
          part={null}
          standIn="letter"
          className="pic"
          lazy
        />
        <b>{name}</b>
        <a part="permalink" href={`#comment-${id}`}>
          <When timestamp={c.timestamp} />
        </a>
        {fresh && <span part="new-badge">{commentsText('newBadge')}</span>}
        {c.status !== 'active' && <span className="muted">{commentsText('pending')}</span>}
      </header>
      {answers && (
        <a part="reply-to" className="reply-to" href={`#comment-${answers}`}>
          {replyMarker(nameOf(ctx.thread.byId.get(answers)))}
        </a>
      )}
      <Message id={id} node={c.message} measure={near && depth > 0} />
      {near ? (
        <Actions ctx={ctx} c={c} name={name} kids={kids.length} />
      ) : (
        <div className="actions" />
      )}
      {kids.length > 0 && !ctx.hidden.has(id) && (
        <div className="replies" id={`replies-${id}`}>
          {depth + 1 < MAX_DEPTH - 1
            ? kids.map((kid) => <CommentItem key={kid} id={kid} depth={depth + 1} />)
            : flatReplies(ctx.thread, id, ctx.hidden).map((reply) => (
                <CommentItem
                  key={reply.id}
                  id={reply.id}
                  depth={depth + 1}
                  answers={reply.parent === id ? undefined : reply.parent}
                />
              ))}
        </div>
      )}
    </article>
  );
});

/** The controls under a comment, its failure message and its reply form. */
function Actions({
  ctx,
  c,
  name,
  kids,
}: {
  ctx: CommentsState;
  c: Comment;
  name: string;
  kids: number;
}) {
  const { articleId, host, thread } = ctx;
  const { id } = c;
  const vote = ctx.ratings.get(id);
  const mine = ctx.emoji.get(id);
  const hidden = ctx.hidden.has(id);
  const { failure, report, clear } = useFailure(host);
  // Keys of the storage lists with a call in flight: one vote and one reaction at a time.
  const busy = useRef(new Set<string>());
  const [picking, setPicking] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const sum = c.rating + score(vote) - score(c.baseVote);
  const store = commentKeys(articleId);

  /** One optimistic change of a storage list entry, rolled back if `call` fails. */
  const act = (
    key: string,
    next: string,
    previous: string | undefined,
    call: () => Promise<unknown>,
    done: () => void,
    what: string,
    endpoint: string,
  ) => {
    if (busy.current.has(key) || previous === next) return;
    busy.current.add(key);
    clear();
    setListEntry(key, id, next);
    call()
      .then(done, (error: unknown) => {
        setListEntry(key, id, previous);
        report(error, what, endpoint, () => act(key, next, previous, call, done, what, endpoint));
      })
      .finally(() => busy.current.delete(key));
  };

  const rate = (next: '+' | '-') =>
    act(
      store.ratings,
      next,
      vote,
      () => rateComment(id, next === '+' ? 1 : -1),
      () =>
        emit(host, 'biz-comment-rate', {
          articleId,
          commentId: id,
          choice: next,
          rating: c.rating + score(next) - score(c.baseVote),
        }),
      commentsText('rateFailed'),
      '/comments/rate',
    );

  const react = (emoji: string) => {
    setPicking(false);
    act(
      store.emoji,
      emoji,
      mine,
      () => reactToComment(id, emoji),
      () => emit(host, 'biz-comment-react', { articleId, commentId: id, emoji }),
      commentsText('reactFailed'),
      '/comments/emoji',
    );
  };

  const count = (emoji: string) =>
    (c.emoji[emoji] ?? 0) + (mine === emoji ? 1 : 0) - (c.baseEmoji === emoji ? 1 : 0);

  return (
    <>
      <div className="actions">
        <Rating sum={sum} vote={vote} rate={rate} />
        <Reactions
          count={count}
          mine={mine}
          picking={picking}
          setPicking={setPicking}
          react={react}
        />
        <button
          ref={replyButton}
          part="reply"
          className="link"
          aria-expanded={ctx.replyTo === id}
          onClick={() => ctx.setReplyTo(ctx.replyTo === id ? null : id)}
        >
          {commentsText('reply')}
        </button>
        {kids > 0 && (
          <button
            part="toggle-branch"
            className="link"
            aria-expanded={!hidden}
            aria-controls={hidden ? undefined : `replies-${id}`}
            onClick={() => ctx.toggleBranch(id)}
          >
            {hidden
              ? `${commentsText('showBranch')} · ${replyCount(countReplies(thread, id))}`
              : commentsText('hideBranch')}
          </button>
        )}
      </div>
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {ctx.replyTo === id && (
        <CommentForm
          parentId={id}
          replyName={name}
          onClose={() => {
            ctx.setReplyTo(null);
            replyButton.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** The reader's vote on a comment: «+», the sum (signed), «−»; `vote` is the reader's '+' or '-'. */
function Rating({
  sum,
  vote,
  rate,
}: {
  sum: number;
  vote: string | undefined;
  rate: (next: '+' | '-') => void;
}) {
  return (
    <span className="group" role="group" aria-label={commentText('rating', { sum })}>
      <button
        part="plus"
        aria-pressed={vote === '+'}
        aria-label={commentsText('plus')}
        onClick={() => rate('+')}
      />
      <span part="rating" className={sum > 0 ? 'pos' : sum < 0 ? 'neg' : undefined}>
        {signed.format(sum)}
      </span>
      <button
        part="minus"
        aria-pressed={vote === '-'}
        aria-label={commentsText('minus')}
        onClick={() => rate('-')}
      />
    </span>
  );
}

/**
 * The reactions of a comment: the emoji with a count above zero or the reader's own (all of them
 * while `picking`), and the «+»/«×» button that opens or closes the picker.
 */
function Reactions({
  count,
  mine,
  picking,
  setPicking,
  react,
}: {
  /** How many readers reacted with this emoji id, the reader included. */
  count: (emoji: string) => number;
  /** The reader's own reaction (emoji id). */
  mine: string | undefined;
  picking: boolean;
  setPicking: (picking: boolean) => void;
  react: (emoji: string) => void;
}) {
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <span
      className="group"
      role="group"
      aria-label={commentsText('reactions')}
      onKeyDown={(event) => {
        // Escape closes the open picker; focus goes back to its «+» button (APG disclosure).
        if (!picking || event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        setPicking(false);
        toggle.current?.focus();
      }}
    >
      {EMOJI.map(([emoji, glyph, label]) => {
        const n = count(emoji);
        if (!picking && n <= 0 && mine !== emoji) return null;
        return (
          <button
            key={emoji}
            part="emoji"
            data-emoji={emoji}
            aria-pressed={mine === emoji}
            aria-label={`${label}: ${n}`}
            title={label}
            onClick={() => react(emoji)}
          >
            {glyph}
            {n > 0 && <span aria-hidden="true">{n}</span>}
          </button>
        );
      })}
      <button
        ref={toggle}
        part="react"
        aria-expanded={picking}
        aria-label={commentText('react')}
        title={commentText('react')}
        onClick={() => setPicking(!picking)}
      >
        {picking ? '×' : '+'}
      </button>
    </span>
  );
}
