/**
 * `<biz-comments>`: the article's discussion (docs/behaviour.md#comments). Reads the comments the page already
 * holds in the tag (light DOM, no request) or GET /comments/list/{article_id}?fullpage, sanitizes
 * the HTML once, validates every item (src/api/schemas/comment-markup.ts) and renders the tree.
 * Polls POST /comments/new and offers what arrived behind a «N новых комментариев» button.
 * Storage keys: see stored.ts.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import { reportCut } from '../../src/element/caps.ts';
import { commentsList, newComments } from '../../src/api/endpoints.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { useFailure, useStoredValue } from '../../src/element/hooks.ts';
import { cappedNotice, clippedNotice } from '../../src/i18n/ru/caps.ts';
import { commentCount, newCount, tc } from '../../src/i18n/ru/comments.ts';
import { storage } from '../../src/services/storage.ts';
import { createPoller } from '../../src/services/poller.ts';
import { loadSanitizer, type Sanitizer } from '../../src/services/sanitizer.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { CommentItem } from './Comment.tsx';
import { CommentsContext, type CommentsState } from './context.ts';
import { CommentForm } from './Form.tsx';
import {
  readCommentList,
  readLightComments,
  readNewComments,
  type Comment,
  type Parsed,
} from './markup.ts';
import { COMMENTS_POLLING } from './poll.ts';
import { commentKeys } from '../../src/services/keys.ts';
import { readList, replyDraftParent } from './stored.ts';
import { useHealing } from '../../src/element/healing.ts';
import { addComments, EMPTY_THREAD, subtreeSizes, type Thread } from './thread.ts';

/** Attributes of `<biz-comments>` as props. */
export interface CommentsProps {
  /** `article-id` */
  articleId?: string;
  /** `minlength`: submit needs more characters than this. Default 3. */
  minlength?: number;
  /** `poll-interval`: ms between two checks for new comments. Default 30000. */
  pollInterval?: number;
}

/** docs/server-contract.md#comments: poll /comments/new every 30 s unless the page says otherwise. */
export const DEFAULT_POLL_MS = 30_000;

const COMMENT_HASH = /^#comment-([\w-]+)$/;

/** Comments rendered per slice (one task each): a list of thousands stays responsive. */
export const RENDER_SLICE = 200;

/** How many roots, from `from`, make up the next slice of about RENDER_SLICE comments. */
function nextRoots(roots: readonly string[], sizes: ReadonlyMap<string, number>, from: number) {
  let n = from;
  for (let count = 0; n < roots.length && count < RENDER_SLICE; n++) {
    count += sizes.get(roots[n]!) ?? 1;
  }
  return n;
}

const NO_ROOTS: readonly string[] = [];

const hasLight = (host: Element) => host.querySelector(':scope > .biz-comment') !== null;

// The sanitizer once loaded, so an element whose page already has it renders in one pass.
let ready: Sanitizer | null = null;
const sanitizer = () => loadSanitizer().then((s) => (ready = s));

/** The comments the page put inside the tag, or else the server's list. */
async function fetchList(host: HTMLElement, articleId: string, signal: AbortSignal) {
  if (hasLight(host)) return readLightComments(host, await sanitizer());
  const html = await commentsList(articleId, { signal });
  const parsed = await readCommentList(html, await sanitizer(), signal);
  // An empty answer is "no comments"; a non-empty one without a single readable comment is not
  // a list (an error page, a stray fragment): a failure, never "no comments".
  if (html.trim() && parsed.comments.length === 0) {
    throw new ApiError('validation', `/comments/list/${articleId}`, 'no comment in the answer');
  }
  return parsed;
}

const latestOf = (list: Iterable<Comment>, since = 0) => {
  for (const c of list) since = Math.max(since, c.timestamp);
  return since;
};

/** Marks comments with the reader's remembered votes (the server's sums already count them). */
function stamp(articleId: string, list: Comment[]): Comment[] {
  const store = commentKeys(articleId);
  const votes = readList(storage().get(store.ratings));
  const reactions = readList(storage().get(store.emoji));
  for (const c of list) {
    c.baseVote = votes.get(c.id);
    c.baseEmoji = reactions.get(c.id);
  }
  return list;
}

/** A read list, ready to show. */
interface Loaded {
  parsed: Parsed;
  thread: Thread;
  /** Newer than the last visit (`article{id}`); none on a first visit. */
  fresh: ReadonlySet<string>;
  /** The comment whose reply draft was left unsent. */
  replyTo: string | null;
}

function prepare(articleId: string, parsed: Parsed): Loaded {
  const comments = stamp(articleId, parsed.comments);
  const seenValue = storage().get(commentKeys(articleId).seen);
  const seen = seenValue === null ? Infinity : Number(seenValue) || 0;
  const thread = addComments(EMPTY_THREAD, comments);
  return {
    parsed,
    thread,
    fresh: new Set(comments.filter((c) => c.timestamp > seen).map((c) => c.id)),
    replyTo: replyDraftParent(articleId, thread.byId.keys()),
  };
}

/** The discussion. */
export function BizComments({
  articleId = '',
  minlength,
  pollInterval,
  host,
  root,
}: CommentsProps & HostProps) {
  const store = commentKeys(articleId);
  // Light-DOM comments are read during the first render when the sanitizer is already loaded:
  // no loading state, no second pass over 500 comments.
  const first = useRef<Loaded | null | undefined>(undefined);
  if (first.current === undefined) {
    first.current =
      ready && articleId && hasLight(host)
        ? prepare(articleId, readLightComments(host, ready))
        : null;
  }
  const initial = first.current;
  const [thread, setThread] = useState(initial?.thread ?? EMPTY_THREAD);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>(initial ? 'ready' : 'loading');
  const [skipped, setSkipped] = useState(0);
  /** The last answer cut by a cap: how many were shown, of how many (when known). */
  const [cut, setCut] = useState<{ shown: number; total?: number } | null>(null);
  const [clipped, setClipped] = useState(false);
  const [incoming, setIncoming] = useState<Comment[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(initial?.fresh ?? new Set());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [replyTo, setReplyTo] = useState<string | null>(initial?.replyTo ?? null);
  const [target, setTarget] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [shownRoots, setShownRoots] = useState(0);
  const load = useFailure(host);
  const heal = useHealing();
  const poll = useFailure(host);
  const [ratingsValue] = useStoredValue(store.ratings);
  const [emojiValue] = useStoredValue(store.emoji);
  const ratings = useMemo(() => readList(ratingsValue), [ratingsValue]);
  const emoji = useMemo(() => readList(emojiValue), [emojiValue]);
  const known = useRef(thread);
  known.current = thread;
  const waiting = useRef(incoming);
  waiting.current = incoming;
  const opening = useRef<string | null>(null);

  const reportSkipped = useCallback(
    ({ skipped, cut, total, clipped, comments }: Parsed, endpoint: string) => {
      if (cut) {
        const shown = comments.length;
        reportCut(host, endpoint, `${shown} comments shown` + (total ? ` of ${total}` : ''));
        setCut(total ? { shown, total } : { shown });
      }
      if (clipped > 0) {
        reportCut(host, endpoint, `${clipped} messages cut to ${CAPS.messageChars} characters`);
        setClipped(true);
      }
      if (skipped.length === 0) return;
      console.warn('[biz-widgets] <biz-comments> skipped malformed comments', skipped);
      emit(host, 'biz-error', { endpoint, kind: 'validation', message: skipped.join('; ') });
      setSkipped((n) => n + skipped.length);
    },
    [host],
  );

  /** Opens a comment: shows its branch, highlights it, scrolls to it and focuses it. */
  const open = useCallback((id: string) => {
    const { parent } = known.current;
    if (!parent.has(id)) return;
    let top = id;
    for (let p = parent.get(top); p && p !== '0'; p = parent.get(p)) top = p;
    const index = (known.current.children.get('0') ?? []).indexOf(top);
    setShownRoots((n) => Math.max(n, index + 1));
    setHidden((set) => {
      const next = new Set(set);
      for (let p = parent.get(id); p && p !== '0'; p = parent.get(p)) next.delete(p);
      return next;
    });
    setTarget(id);
  }, []);

  // Load: the light DOM, else the server's list. Then report what was skipped and remember the
  // latest timestamp as seen.
  const { report: reportLoad, clear: clearLoad } = load;
  useEffect(() => {
    if (!articleId) return;
    const endpoint = `/comments/list/${articleId}`;
    const finish = ({ parsed, thread }: Loaded) => {
      reportSkipped(parsed, endpoint);
      if (thread.byId.size)
        storage().set(commentKeys(articleId).seen, String(latestOf(parsed.comments)));
      setPhase('ready');
    };
    const done = first.current;
    first.current = null;
    if (done) return finish(done);
    const controller = new AbortController();
    const quiet = heal.quiet(); // a retry of its own: the error box stays until it works
    if (!quiet) {
      setPhase('loading');
      clearLoad();
    }
    fetchList(host, articleId, controller.signal).then(
      (parsed) => {
        if (controller.signal.aborted) return;
        heal.done();
        clearLoad();
        const loaded = prepare(articleId, parsed);
        setThread(loaded.thread);
        setFresh(loaded.fresh);
        setReplyTo(loaded.replyTo);
        finish(loaded);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPhase('failed');
        const retry = () => setAttempt((n) => n + 1);
        if (!quiet) reportLoad(error, tc('loadFailed'), endpoint, retry);
        heal.failed(retry); // quietly, by itself, until it loads
      },
    );
    return () => controller.abort();
  }, [articleId, attempt, host, reportSkipped, reportLoad, clearLoad, heal]);

  // Poll for new comments once the list is shown.
  const { report: reportPoll, clear: clearPoll } = poll;
  useEffect(() => {
    if (phase !== 'ready' || !articleId) return;
    const endpoint = '/comments/new';
    const p = createPoller({
      ...COMMENTS_POLLING,
      interval: pollInterval && pollInterval > 0 ? pollInterval : DEFAULT_POLL_MS,
      async poll(signal) {
        // One second of overlap: the server answers comments strictly newer than `timestamp`, in
        // whole seconds, so one published in the same second as the latest would be missed.
        // What comes twice is dropped by id below.
        const latest = latestOf(waiting.current, latestOf(known.current.byId.values()));
        const answer = await newComments(articleId, Math.max(0, latest - 1), { signal });
        const parsed = readNewComments(answer, await sanitizer());
        if (signal.aborted) return;
        reportSkipped(parsed, endpoint);
        clearPoll();
        const ids = new Set(waiting.current.map((c) => c.id));
        const arrived = parsed.comments.filter(
          (c) => !known.current.byId.has(c.id) && !ids.has(c.id),
        );
        if (arrived.length) setIncoming((list) => [...list, ...stamp(articleId, arrived)]);
      },
      onError(error, failures) {
        // One message and one biz-error per streak of failures; the poller keeps backing off.
        if (failures === 1) reportPoll(error, tc('pollFailed'), endpoint, () => p.pollNow());
      },
    });
    return () => p.stop();
  }, [phase, articleId, pollInterval, reportSkipped, reportPoll, clearPoll]);

  // Permalinks: #comment-{id} on load and on every hash change.
  useEffect(() => {
    if (phase !== 'ready') return;
    const go = () => {
      const match = COMMENT_HASH.exec(location.hash);
      if (match?.[1]) open(match[1]);
    };
    go();
    window.addEventListener('hashchange', go);
    return () => window.removeEventListener('hashchange', go);
  }, [phase, open]);

  useEffect(() => {
    if (!target) return;
    const el = root.getElementById(`comment-${target}`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [target, root]);

  const reveal = () => {
    const list = incoming;
    setThread((t) => addComments(t, list));
    setFresh((set) => new Set([...set, ...list.map((c) => c.id)]));
    setIncoming([]);
    storage().set(store.seen, String(latestOf(list, latestOf(thread.byId.values()))));
    opening.current = list[0]?.id ?? null;
  };

  // After revealing new comments, take the reader to the first of them.
  useEffect(() => {
    if (opening.current && thread.byId.has(opening.current)) open(opening.current);
    opening.current = null;
  }, [thread, open]);

  const toggleBranch = useCallback(
    (id: string) =>
      setHidden((set) => {
        const next = new Set(set);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const least = minlength !== undefined && minlength >= 0 ? minlength : 3;
  // One value while nothing changes, so rendering the next slice leaves rendered comments be.
  const state: CommentsState = useMemo(
    () => ({
      articleId,
      host,
      thread,
      ratings,
      emoji,
      fresh,
      hidden,
      toggleBranch,
      replyTo,
      setReplyTo,
      target,
      minlength: least,
    }),
    [articleId, host, thread, ratings, emoji, fresh, hidden, toggleBranch, replyTo, target, least],
  );
  const roots = thread.children.get('0') ?? NO_ROOTS;
  const sizes = useMemo(() => subtreeSizes(thread), [thread]);
  const firstSlice = nextRoots(roots, sizes, 0);
  const shown = Math.max(shownRoots, firstSlice);

  // The rest of a long list, one slice per task (as a transition: typing and clicks go first).
  useEffect(() => {
    if (shown >= roots.length) return;
    const timer = setTimeout(() =>
      startTransition(() => setShownRoots(nextRoots(roots, sizes, shown))),
    );
    return () => clearTimeout(timer);
  }, [shown, roots, sizes]);

  return (
    <CommentsContext.Provider value={state}>
      <section
        className="comments"
        aria-labelledby="comments-title"
        aria-busy={phase === 'loading'}
      >
        <h2 id="comments-title" part="title">
          {tc('label')}
          {phase === 'ready' && (
            <span part="count" className="count">
              {commentCount(thread.byId.size)}
            </span>
          )}
        </h2>
        {articleId && <CommentForm parentId="0" />}
        <div className="live" aria-live="polite">
          {incoming.length > 0 && (
            <button type="button" part="new-comments" className="new" onClick={reveal}>
              {newCount(incoming.length)}
            </button>
          )}
          {poll.failure && (
            <Notice kind="error" message={poll.failure.message} onRetry={poll.failure.retry} />
          )}
        </div>
        {phase !== 'ready' && (
          <div className="loading">
            {phase === 'loading' && articleId && <p className="muted">{tc('loading')}</p>}
            <slot />
          </div>
        )}
        {load.failure && (
          <Notice kind="error" message={load.failure.message} onRetry={load.failure.retry} />
        )}
        {skipped > 0 && <p className="muted">{tc('skipped')}</p>}
        {cut && (
          <p className="muted" part="capped">
            {cappedNotice('comments', cut.shown, cut.total)}
          </p>
        )}
        {clipped && (
          <p className="muted" part="capped">
            {clippedNotice(CAPS.messageChars)}
          </p>
        )}
        {phase === 'ready' && roots.length === 0 && <p className="muted">{tc('empty')}</p>}
        <div className="list">
          {roots.slice(0, shown).map((id) => (
            <CommentItem key={id} id={id} depth={0} />
          ))}
        </div>
      </section>
    </CommentsContext.Provider>
  );
}
