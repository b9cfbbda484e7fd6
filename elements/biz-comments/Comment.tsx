/**
 * One comment with its replies (docs/behaviour.md#comments): author, readable time with a `#comment-{id}`
 * permalink, message, rating (first vote ±1, switching ±2, repeat nothing), one emoji reaction
 * (another moves the count), reply, and a hide/show toggle for its branch. Votes and reactions
 * are optimistic and rolled back with a message and a retry when the call fails.
 * The controls are rendered for every comment (screen readers list them all) and named after the
 * comment («Ответить: Ольга Лебедева»).
 * Each comment reads its own slice of the element's store (context.ts), so the memo holds.
 */
import { memo, useContext, useRef, useState } from 'react';
import { rateComment, reactToComment } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { useFailure } from '../../src/element/hooks.ts';
import { commentText } from '../../src/i18n/ru/comments.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { When } from '../../src/ui/When.tsx';
import { Name, NAME_SLOT, WithName } from '../../src/ui/Name.tsx';
import { authorName } from '../../src/comments/labels.ts';
import { CommentsContext, useCommentSlice } from './context.ts';
import { EMOJI } from '../../src/comments/emoji.ts';
import { CommentForm } from './LazyForm.tsx';
import type { Comment } from '../../src/comments/markup.ts';
import { Message } from './Message.tsx';
import { commentKeys } from '../../src/services/keys.ts';
import { setListEntry } from '../../src/comments/stored.ts';
import { replyMarker } from '../../src/i18n/ru/caps.ts';
import { countReplies, flatReplies, type Thread } from '../../src/comments/thread.ts';
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

/** The top-level comment whose thread holds comment `id`. */
function threadOf(thread: Thread, id: string): string {
  let at = id;
  for (let up = thread.parent.get(at); up && up !== '0'; up = thread.parent.get(at)) at = up;
  return at;
}

/** The name a comment is shown under, cleaned (src/comments/labels.ts `authorName`). */
const nameOf = (c: Comment | undefined) => authorName(c, commentText('anonymous'));

/**
 * A comment and, unless hidden, its replies. The `<article>` is named by its author heading and
 * time; it is the list's Tab stop when it is the current comment (keyboard.ts).
 */
export const CommentItem = memo(function CommentItem({ id, depth, answers }: CommentItemProps) {
  // Only what this comment shows (context.ts); a comment at the last nesting level lists its
  // whole branch (flatReplies), so it reads the thread and the hidden set too.
  const flat = depth + 1 >= MAX_DEPTH - 1;
  const [c, kids, fresh, target, hidden, current, entered, thread, hiddenSet, answered, writing] =
    useCommentSlice((s) => [
      s.thread.byId.get(id)!,
      depth >= MAX_DEPTH - 1 ? NONE : (s.thread.children.get(id) ?? NONE),
      s.fresh.has(id),
      s.target === id,
      s.hidden.has(id),
      (s.current ?? s.thread.children.get('0')?.[0]) === id,
      s.entered === id,
      flat ? s.thread : null,
      flat ? s.hidden : null,
      answers ? s.thread.byId.get(answers) : undefined,
      depth === 0 && s.replyTo !== null && threadOf(s.thread, s.replyTo) === id,
    ]);
  const name = nameOf(c);
  const tab = entered ? 0 : -1;
  let classes = 'comment';
  if (fresh) classes += ' fresh';
  if (target) classes += ' target';
  if (depth >= 3) classes += ' deep';
  if (writing) classes += ' writing'; // a reply form is open in this thread (biz-comments.css)

  return (
    <article
      part="comment"
      className={classes}
      id={`comment-${id}`}
      data-comment-id={id}
      tabIndex={current ? 0 : -1}
      aria-labelledby={`author-${id}`}
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
        <h3 id={`author-${id}`}>
          <b>
            <Name name={name} />
          </b>
        </h3>
        <a part="permalink" href={`#comment-${id}`} tabIndex={tab}>
          <When timestamp={c.timestamp} />
        </a>
        {fresh && <span part="new-badge">{commentsText('newBadge')}</span>}
        {c.status !== 'active' && <span className="muted">{commentsText('pending')}</span>}
      </header>
      {answers && (
        <a part="reply-to" className="reply-to" href={`#comment-${answers}`} tabIndex={tab}>
          <WithName text={replyMarker(NAME_SLOT)} name={nameOf(answered)} />
        </a>
      )}
      <Message id={id} node={c.message} measure={depth > 0} tab={tab} />
      <Actions c={c} name={name} kids={kids.length} tab={tab} />
      {kids.length > 0 && !hidden && (
        <div className="replies" id={`replies-${id}`}>
          {thread === null
            ? kids.map((kid) => <CommentItem key={kid} id={kid} depth={depth + 1} />)
            : flatReplies(thread, id, hiddenSet!).map((reply) => (
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

/** A control's name for one comment: «Ответить: Ольга Лебедева» for `what` «Ответить». */
type Named = (what: string) => string;

/**
 * The controls under a comment, its failure message and its reply form. They are rendered for
 * every comment, near the viewport or not, so that screen readers list them all.
 */
function Actions({
  c,
  name,
  kids,
  tab,
}: {
  c: Comment;
  name: string;
  kids: number;
  /** tabIndex of the controls: 0 while focus is inside the comment, else -1 (keyboard.ts). */
  tab: number;
}) {
  const { articleId, host, setReplyTo, toggleBranch } = useContext(CommentsContext)!;
  const { id } = c;
  // Read here, not passed down: a render of these controls alone (picking) sees the same state.
  const [vote, mine, hidden, replies, replyTo, label] = useCommentSlice((s) => [
    s.ratings.get(id),
    s.emoji.get(id),
    s.hidden.has(id),
    s.hidden.has(id) ? countReplies(s.thread, id) : 0,
    s.replyTo === id,
    s.labels.get(id)!,
  ]);
  const named: Named = (what) => commentsText('named', { what, who: label });
  const { failure, report, clear } = useFailure(host);
  // Keys of the storage lists with a call in flight: one vote and one reaction at a time.
  const busy = useRef(new Set<string>());
  const [picking, setPicking] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const sum = c.rating + score(vote) - score(c.baseVote);
  const store = commentKeys(articleId);
  const branch = hidden
    ? `${commentsText('showBranch')} · ${replyCount(replies)}`
    : commentsText('hideBranch');
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
        <Rating sum={sum} vote={vote} rate={rate} named={named} tab={tab} />
        <Reactions
          count={count}
          mine={mine}
          picking={picking}
          setPicking={setPicking}
          react={react}
          named={named}
          tab={tab}
        />
        <button
          ref={replyButton}
          part="reply"
          className="link"
          aria-expanded={replyTo}
          aria-label={named(commentsText('reply'))}
          tabIndex={tab}
          onClick={() => setReplyTo(replyTo ? null : id)}
        >
          {commentsText('reply')}
        </button>
        {kids > 0 && (
          <button
            part="toggle-branch"
            className="link"
            aria-expanded={!hidden}
            aria-controls={hidden ? undefined : `replies-${id}`}
            aria-label={named(branch)}
            tabIndex={tab}
            onClick={() => toggleBranch(id)}
          >
            {branch}
          </button>
        )}
      </div>
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {replyTo && (
        <CommentForm
          parentId={id}
          replyName={name}
          onClose={() => {
            setReplyTo(null);
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
  named,
  tab,
}: {
  sum: number;
  vote: string | undefined;
  rate: (next: '+' | '-') => void;
  named: Named;
  tab: number;
}) {
  return (
    <span className="group" role="group" aria-label={commentText('rating', { sum })}>
      <button
        part="plus"
        aria-pressed={vote === '+'}
        aria-label={named(commentsText('plus'))}
        tabIndex={tab}
        onClick={() => rate('+')}
      />
      <span part="rating" className={sum > 0 ? 'pos' : sum < 0 ? 'neg' : undefined}>
        {signed.format(sum)}
      </span>
      <button
        part="minus"
        aria-pressed={vote === '-'}
        aria-label={named(commentsText('minus'))}
        tabIndex={tab}
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
  named,
  tab,
}: {
  /** How many readers reacted with this emoji id, the reader included. */
  count: (emoji: string) => number;
  /** The reader's own reaction (emoji id). */
  mine: string | undefined;
  picking: boolean;
  setPicking: (picking: boolean) => void;
  react: (emoji: string) => void;
  named: Named;
  tab: number;
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
            tabIndex={tab}
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
        aria-label={named(commentText('react'))}
        title={commentText('react')}
        tabIndex={tab}
        onClick={() => setPicking(!picking)}
      >
        {picking ? '×' : '+'}
      </button>
    </span>
  );
}
