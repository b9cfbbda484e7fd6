/**
 * `<biz-comments>`: the article's discussion (docs/behaviour.md#comments). Reads the comments the page already
 * holds in the tag (light DOM, no request) or GET /comments/list/{article_id}?fullpage, sanitizes
 * the HTML once, validates every item (src/api/schemas/comment-markup.ts) and renders the tree.
 * Polls POST /comments/new and offers what arrived behind a «N новых комментариев» button.
 * Storage keys: see stored.ts.
 */
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { commentsAttributes } from './attributes.ts';
import { useStoredValue, type Failure } from '../../src/element/hooks.ts';
import { cappedNotice, clippedNotice } from '../../src/i18n/ru/caps.ts';
import { commentKeys } from '../../src/services/keys.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { CommentItem } from './Comment.tsx';
import { CommentsContext, type CommentsShared, type CommentsState } from './context.ts';
import { commentKeyHandlers, skipTo } from './keyboard.ts';
import { commentLabels } from '../../src/comments/labels.ts';
import { CommentForm } from './LazyForm.tsx';
import { useSlices } from '../../src/comments/slices.ts';
import { readList } from '../../src/comments/stored.ts';
import { useCommentList } from './useCommentList.ts';
import { useHashTarget } from './useHashTarget.ts';
import { useNewComments, useReveal } from './useNewComments.ts';
import { commentCount, commentsText, newCount } from './strings.ts';
import { commentText } from '../../src/i18n/ru/comments.ts';

export { RENDER_SLICE } from '../../src/comments/slices.ts';

/** Attributes of `<biz-comments>` as props, defaults applied (./attributes.ts). */
export type CommentsProps = AttributeProps<typeof commentsAttributes>;

/** The discussion. */
export function BizComments({
  articleId,
  minlength: least,
  pollInterval,
  host,
  root,
}: CommentsProps & HostProps) {
  const store = commentKeys(articleId);
  const list = useCommentList(host, articleId);
  const { thread, phase, fresh, replyTo, setReplyTo, load } = list;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [shownRoots, setShownRoots] = useState(0);
  const [ratingsValue] = useStoredValue(store.ratings);
  const [emojiValue] = useStoredValue(store.emoji);
  const ratings = useMemo(() => readList(ratingsValue), [ratingsValue]);
  const emoji = useMemo(() => readList(emojiValue), [emojiValue]);
  const news = useNewComments(host, articleId, pollInterval, phase, thread, list.reportSkipped);
  const { incoming, poll } = news;
  const { target, open } = useHashTarget(root, phase, thread, setShownRoots, setHidden);
  const reveal = useReveal(articleId, list, news, open);

  const labels = useMemo(
    () => commentLabels(thread.byId.values(), commentText('anonymous')),
    [thread],
  );
  const [current, setCurrent] = useState<string | null>(null);
  const [entered, setEntered] = useState<string | null>(null);
  // The comment whose branch is hidden or shown becomes the current one (the list's Tab stop), so
  // the Tab stop is never inside a hidden branch.
  const toggleBranch = useCallback((id: string) => {
    setCurrent(id);
    setHidden((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  // The store's state is a new object only when something in it changes; comments read their
  // own slice of it, so rendering the next slice or a vote leaves the other comments be.
  const state: CommentsState = useMemo(
    () => ({
      thread,
      ratings,
      emoji,
      fresh,
      hidden,
      replyTo,
      target,
      labels,
      current,
      entered,
    }),
    [thread, ratings, emoji, fresh, hidden, replyTo, target, labels, current, entered],
  );
  const [shelf] = useState(() => ({ state, listeners: new Set<() => void>() }));
  // Comments rendered in this pass read this state; the others hear of it after the commit.
  shelf.state = state;
  useLayoutEffect(() => shelf.listeners.forEach((listener) => listener()), [shelf, state]);
  const shared: CommentsShared = useMemo(
    () => ({
      articleId,
      host,
      minlength: least,
      toggleBranch,
      setReplyTo,
      get: () => shelf.state,
      subscribe: (listener: () => void) => {
        shelf.listeners.add(listener);
        return () => shelf.listeners.delete(listener);
      },
    }),
    [articleId, host, least, toggleBranch, setReplyTo, shelf],
  );
  const keys = useMemo(() => commentKeyHandlers(setCurrent, setEntered), []);
  const { roots, shown } = useSlices(thread, shownRoots, setShownRoots);

  return (
    <CommentsContext.Provider value={shared}>
      <section
        className="comments"
        aria-labelledby="comments-title"
        aria-busy={phase === 'loading'}
      >
        <h2 id="comments-title" part="title">
          {commentsText('label')}
          {phase === 'ready' && (
            <span part="count" className="count">
              {commentCount(thread.byId.size)}
            </span>
          )}
        </h2>
        <div className="skip">
          {/* The main form's field is the first textarea: it comes before every reply form. */}
          {articleId && (
            <a part="skip-link" href="#comments-form" onClick={skipTo('textarea')}>
              {commentsText('skipToForm')}
            </a>
          )}
          <a part="skip-link" href="#comments-end" onClick={skipTo('#comments-end')}>
            {commentsText('skipComments')}
          </a>
        </div>
        {articleId && <CommentForm parentId="0" />}
        <NewCommentsBar count={incoming.length} failure={poll.failure} onReveal={reveal} />
        {phase !== 'ready' && (
          <div className="loading">
            {phase === 'loading' && articleId && <p className="muted">{commentsText('loading')}</p>}
            <slot />
          </div>
        )}
        {/* A failed load is told once, politely: the reader did nothing urgent (issue 16). */}
        {load.failure && (
          <Notice
            kind="error"
            announce="polite"
            message={load.failure.message}
            onRetry={load.failure.retry}
          />
        )}
        {list.skipped > 0 && <p className="muted">{commentsText('skipped')}</p>}
        {list.cut && (
          <p className="muted" part="capped">
            {cappedNotice('comments', list.cut.shown, list.cut.total)}
          </p>
        )}
        {list.clipped && (
          <p className="muted" part="capped">
            {clippedNotice(CAPS.messageChars)}
          </p>
        )}
        {phase === 'ready' && roots.length === 0 && (
          <p className="muted">{commentsText('empty')}</p>
        )}
        <div
          className="list"
          // An empty feed would break the feed role's rule (articles inside).
          {...(roots.length > 0 && { role: 'feed', 'aria-labelledby': 'comments-title' })}
          {...keys}
        >
          {roots.slice(0, shown).map((id) => (
            <CommentItem key={id} id={id} depth={0} />
          ))}
        </div>
        <p id="comments-end" tabIndex={-1}>
          {commentsText('end')}
        </p>
      </section>
    </CommentsContext.Provider>
  );
}

/**
 * The polite region under the form: the «N новых комментариев» button, or the failure of the
 * background check for them. The failure is announced by this region (a background check is not
 * urgent), never as an alert inside it: nothing sits inside two live regions (issue 16).
 */
function NewCommentsBar({
  count,
  failure,
  onReveal,
}: {
  /** New comments waiting behind the button (0: no button). */
  count: number;
  failure: Failure | null;
  onReveal: () => void;
}) {
  return (
    <div className="live" aria-live="polite">
      {count > 0 && (
        <button type="button" part="new-comments" className="new" onClick={onReveal}>
          {newCount(count)}
        </button>
      )}
      {failure && (
        <Notice kind="error" announce="none" message={failure.message} onRetry={failure.retry} />
      )}
    </div>
  );
}
