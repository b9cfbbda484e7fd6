/**
 * `<biz-comments>`: the article's discussion (docs/behaviour.md#comments), read from the tag's
 * light DOM or GET /comments/list/{article_id}?fullpage and rendered as a tree; polls POST
 * /comments/new. Its state lives in src/comments/store.ts.
 */
import { memo, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { commentsAttributes } from './attributes.ts';
import type { Failure } from '../../src/element/hooks.ts';
import { cappedNotice, clippedNotice } from '../../src/i18n/ru/caps.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { createCommentsStore, type CommentsStore } from '../../src/comments/store.ts';
import { BLOCK, useSlices, type Slices } from '../../src/comments/slices.ts';
import { isOrder, sizesOf, type Order, type Thread } from '../../src/comments/thread.ts';
import { NextNew, OrderChoice, QuoteOffer } from './LazyExtras.tsx';
import { CommentItem } from './Comment.tsx';
import { CommentsContext, useComments, useSelector, type CommentsShared } from './context.ts';
import { commentListHandlers, skipTo } from './keyboard.ts';
import { CommentForm } from './LazyForm.tsx';
import { useCommentList } from './useCommentList.ts';
import { useHashTarget } from './useHashTarget.ts';
import { revealNew, useNewComments, useSeenOnLeave } from './useNewComments.ts';
import { StayBelow } from './StayBelow.tsx';
import { KeepTarget } from './KeepTarget.tsx';
import { useLeaving } from './useLeaving.ts';
import { commentCount, commentsText, newCount, newSince } from './strings.ts';

/** Attributes of `<biz-comments>` as props, defaults applied (./attributes.ts). */
export type CommentsProps = AttributeProps<typeof commentsAttributes>;

/** One store per article, disposed when the element goes or the article changes. */
function useStore(articleId: string, order: string): CommentsStore {
  const store = useMemo(
    () => createCommentsStore(articleId, isOrder(order) ? order : 'server'),
    // The `order` attribute is the default the store starts with, not a choice of the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [articleId],
  );
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

/**
 * The count in the page's own `<h2 slot="title">…<span>48 комментариев</span></h2>`, shown until
 * the list is read (that heading is in the accessibility tree before the element loads).
 */
const pageCount = (host: HTMLElement) =>
  host.querySelector(':scope > [slot=title] span')?.textContent?.trim() || undefined;

/** The discussion. */
export function BizComments({
  articleId,
  minlength,
  pollInterval,
  order: defaultOrder,
  reportAction,
  host,
  root,
}: CommentsProps & HostProps) {
  const store = useStore(articleId, defaultOrder);
  const list = useCommentList(host, articleId, store);
  const [phase, reading, thread, waiting, target, order, note, fresh] = useSelector(store, (s) => [
    s.phase,
    s.reading,
    s.thread,
    s.incoming.length,
    s.target,
    s.order,
    s.note?.text,
    s.fresh.size,
  ]);
  // Polling starts once the whole list is read: it asks for what is newer than its latest.
  const listed = phase === 'ready' && reading ? 'loading' : phase;
  const poll = useNewComments(host, articleId, pollInterval, listed, store, list.reportSkipped);
  const { open, waiting: permalinkPending } = useHashTarget(root, phase, store);
  useSeenOnLeave(articleId, listed, store);
  const shared: CommentsShared = useMemo(
    () => ({ articleId, host, root, minlength, reportAction, store }),
    [articleId, host, root, minlength, reportAction, store],
  );
  const handlers = useMemo(() => commentListHandlers(shared), [shared]);
  // While a permalink's list is read, its thread and the first screen are all there is to show.
  const slices = useSlices(thread, target, order, permalinkPending || (reading && !!target));
  const { lo, done } = slices;
  const { load } = list;
  const given = useMemo(() => pageCount(host), [host]);
  const counted = phase === 'ready' && !reading;
  const busy = phase === 'loading' || reading || !done;

  return (
    <CommentsContext.Provider value={shared}>
      <StayBelow host={host} busy={busy} permalink={lo >= 0}>
        <section
          className="comments"
          aria-labelledby="comments-title"
          aria-busy={phase === 'loading'}
        >
          {heading(counted ? commentCount(thread.byId.size) : given, fresh, open)}
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
          <NewCommentsBar
            count={waiting}
            failure={poll.failure}
            onReveal={() => revealNew(articleId, store, open)}
          />
          {phase === 'ready' && readerTools(store, order, thread.byId.size > 1)}
          {phase !== 'ready' && (
            <div className="loading">
              {phase === 'loading' && articleId && (
                <p className="muted">{commentsText('loading')}</p>
              )}
              <slot />
            </div>
          )}
          {/* A failed load is told once, politely: the reader did nothing urgent. */}
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
          {phase === 'ready' && slices.roots.length === 0 && (
            <p className="muted">{commentsText('empty')}</p>
          )}
          <Threads
            root={root}
            slices={slices}
            order={order}
            thread={thread}
            target={target}
            busy={reading || !done}
            handlers={handlers}
          />
          {/* What a comment's menu did («Ссылка скопирована.»), said politely; shown under it. */}
          <p className="live said" aria-live="polite">
            {note}
          </p>
          <p id="comments-end" tabIndex={-1}>
            {commentsText('end')}
          </p>
        </section>
      </StayBelow>
    </CommentsContext.Provider>
  );
}

/** «Комментарии» with `count` and, with `fresh` comments, «N новых…» and extras.tsx `NextNew`. */
function heading(count: string | undefined, fresh: number, open: (id: string) => void) {
  return (
    <>
      <h2 id="comments-title" part="title">
        {commentsText('label')}
        {count && (
          <span part="count" className="count">
            {count}
          </span>
        )}
        {fresh > 0 && (
          <span part="new-since" className="count">
            {newSince(fresh)}
          </span>
        )}
      </h2>
      {fresh > 0 && (
        <Suspense fallback={null}>
          <NextNew open={open} />
        </Suspense>
      )}
    </>
  );
}

/** The order choice (`many`: its place kept while loading) and the quote offer (extras.tsx). */
function readerTools(store: CommentsStore, order: Order, many: boolean) {
  return (
    <Suspense fallback={many && <div className="order" />}>
      {many && <OrderChoice store={store} order={order} />}
      <QuoteOffer />
    </Suspense>
  );
}

/**
 * The `role="feed"` of the threads rendered so far (src/comments/slices.ts) in blocks keyed by
 * order: another order renders anew while the old blocks go (useLeaving.ts).
 */
function Threads({
  root,
  slices,
  order,
  thread,
  target,
  busy,
  handlers,
}: {
  root: ShadowRoot;
  slices: Slices;
  order: Order;
  thread: Thread;
  target: string | null;
  busy: boolean;
  handlers: ReturnType<typeof commentListHandlers>;
}) {
  const { roots, lo } = slices;
  const leaving = useLeaving(slices, order, sizesOf(thread));
  const blocks = groups(slices, order);
  if (leaving) blocks.push(...groups(leaving.slices, leaving.order as Order, true));
  return (
    <div
      className="list"
      // No feed role while empty (a feed holds articles); busy while slices are added (APG).
      {...(roots.length > 0 && {
        role: 'feed',
        'aria-labelledby': 'comments-title',
        'aria-busy': busy || leaving !== null,
      })}
      {...handlers}
    >
      <KeepTarget
        root={root}
        windowTop={lo < 0 ? null : roots[lo]!}
        above={`${slices.head} ${slices.part} ${slices.span?.from ?? -1} ${slices.loSkip}`}
        target={target}
        busy={busy}
        thread={thread}
      >
        {blocks}
      </KeepTarget>
    </div>
  );
}

/** The blocks holding a rendered thread: `roots[0..head)` and the window `roots[lo..hi)`. */
function groups(
  { roots, head, part, lo, hi, loSkip, hiPart, anchor, span }: Slices,
  order: Order,
  gone = false,
): ReactNode[] {
  const out: ReactNode[] = [];
  const last = Math.max(head, hi);
  // Counted from a permalink's thread: it stays in block 0 whatever is rendered above it.
  const base = Math.max(0, anchor);
  for (let i = -Math.ceil(base / BLOCK); base + i * BLOCK < last; i++) {
    const [start, end] = [Math.max(0, base + i * BLOCK), base + (i + 1) * BLOCK];
    const top = [start, Math.min(head, end)] as const;
    const win = [Math.max(lo, start), Math.min(hi, end)] as const;
    if (top[0] >= top[1] && (lo < 0 || win[0] >= win[1])) continue;
    const cut = lo >= 0 && span && anchor >= win[0] && anchor < win[1];
    out.push(
      <Group
        key={`${order} ${i}`}
        roots={roots}
        from={top[0]}
        to={Math.max(top[0], top[1])}
        windowFrom={lo < 0 ? 0 : win[0]}
        windowTo={lo < 0 ? 0 : Math.max(win[0], win[1])}
        part={top[1] === head ? part : -1}
        windowSkip={lo >= 0 && win[0] === lo ? loSkip : 0}
        windowPart={lo >= 0 && win[1] === hi ? hiPart : -1}
        spanAt={cut ? anchor : -1}
        spanFrom={cut ? span.from : 0}
        spanTo={cut ? span.to : 0}
        flat={order === 'flat'}
        gone={gone}
      />,
    );
  }
  return out;
}

/**
 * Threads `roots[from..to)` and `[windowFrom..windowTo)`, {@link BLOCK} at most; memoised: a slice
 * renders its blocks. A plain `<div>`, no role: the threads stay the feed's articles.
 */
const Group = memo(function Group({
  roots,
  from,
  to,
  windowFrom,
  windowTo,
  part,
  windowSkip,
  windowPart,
  spanAt,
  spanFrom,
  spanTo,
  flat,
  gone,
}: {
  roots: readonly string[];
  from: number;
  to: number;
  windowFrom: number;
  windowTo: number;
  /** Comments shown of thread `roots[to - 1]`, a large one still rendered in slices; -1: all. */
  part: number;
  /** Comments left out at the top of thread `roots[windowFrom]`, a large one growing up; 0: none. */
  windowSkip: number;
  /** Comments shown of thread `roots[windowTo - 1]`, a large one growing down; -1: all. */
  windowPart: number;
  /**
   * The window's large thread still growing around a permalink's target (src/comments/slices.ts
   * `Span`): its root's index, or -1, and its comments `[spanFrom, spanTo)` in the order shown.
   */
  spanAt: number;
  spanFrom: number;
  spanTo: number;
  /** The «Все подряд» view: a reply says whom it answers (a link to that comment). */
  flat: boolean;
  /** A block of the order shown before, going (./useLeaving.ts): hidden from screen readers. */
  gone: boolean;
}) {
  const { store } = useComments();
  const { byId } = store.getState().thread;
  return (
    <div className="group" aria-hidden={gone || undefined}>
      {[...roots.slice(from, to), ...roots.slice(windowFrom, windowTo)].map((id, i) => {
        const parent = flat ? byId.get(id)?.parent_id : undefined;
        const answers = parent && byId.has(parent) ? parent : undefined;
        const w = i - (to - from); // its place in the window, if there
        const spanned = spanAt >= 0 && w === spanAt - windowFrom;
        const shown =
          i === to - from - 1 && part >= 0
            ? part
            : spanned
              ? spanTo
              : w === windowTo - windowFrom - 1 && windowPart >= 0
                ? windowPart
                : undefined;
        const skip = spanned ? spanFrom : w === 0 && windowSkip > 0 ? windowSkip : undefined;
        return (
          <CommentItem
            key={id}
            id={id}
            depth={0}
            answers={answers}
            skip={skip}
            shown={shown}
            store={store}
          />
        );
      })}
    </div>
  );
});

/**
 * «N новых комментариев», in no live region (a count changing every poll would interrupt
 * reading), and the poll's failure, polite and not an alert: nothing sits in two live regions.
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
    <>
      {count > 0 && (
        <button part="new-comments" className="new" onClick={onReveal}>
          {newCount(count)}
        </button>
      )}
      <div className="live" aria-live="polite">
        {failure && (
          <Notice kind="error" announce="none" message={failure.message} onRetry={failure.retry} />
        )}
      </div>
    </>
  );
}
