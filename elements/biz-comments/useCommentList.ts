/**
 * Loading `<biz-comments>`'s list (docs/behaviour.md#comments): the comments the page holds in
 * the tag (light DOM, no request) or GET /comments/list/{article_id}?fullpage, sanitized once,
 * validated, stamped with the reader's remembered votes, and healed quietly after a failure.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { CAPS } from '../../src/api/caps.ts';
import { commentsList } from '../../src/api/endpoints.ts';
import { ApiError } from '../../src/api/errors.ts';
import { reportCut } from '../../src/element/caps.ts';
import { emit } from '../../src/element/events.ts';
import { useHealing } from '../../src/element/healing.ts';
import { useFailure, type FailureState } from '../../src/element/hooks.ts';
import { commentKeys } from '../../src/services/keys.ts';
import { loadSanitizer, type Sanitizer } from '../../src/services/sanitizer.ts';
import { storage } from '../../src/services/storage.ts';
import {
  readCommentList,
  readLightComments,
  type Comment,
  type Parsed,
} from '../../src/comments/markup.ts';
import { readList, replyDraftParent } from '../../src/comments/stored.ts';
import { addComments, EMPTY_THREAD, type Thread } from '../../src/comments/thread.ts';
import { commentsText } from './strings.ts';

const hasLight = (host: Element) => host.querySelector(':scope > .biz-comment') !== null;

// The sanitizer once loaded, so an element whose page already has it renders in one pass.
let ready: Sanitizer | null = null;

/** Loads the sanitizer (once) and remembers it for the next element's first render. */
export const sanitizer = () => loadSanitizer().then((s) => (ready = s));

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

/** The latest timestamp (unix seconds) of `list`, or `since` when that is later. */
export const latestOf = (list: Iterable<Comment>, since = 0) => {
  for (const c of list) since = Math.max(since, c.timestamp);
  return since;
};

/** Marks comments with the reader's remembered votes (the server's sums already count them). */
export function stamp(articleId: string, list: Comment[]): Comment[] {
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

/** Where the list stands. */
export type Phase = 'loading' | 'ready' | 'failed';

/** Reports what an answer skipped or cut (notices, `biz-error`, `biz-capped`). */
export type ReportSkipped = (parsed: Parsed, endpoint: string) => void;

/** The list of one `<biz-comments>` and what its loading reported. */
export interface CommentList {
  thread: Thread;
  setThread: Dispatch<SetStateAction<Thread>>;
  phase: Phase;
  /** How many malformed comments were skipped (all answers). */
  skipped: number;
  /** The last answer cut by a cap: how many were shown, of how many (when known). */
  cut: { shown: number; total?: number } | null;
  /** Whether some message was cut to CAPS.messageChars. */
  clipped: boolean;
  fresh: ReadonlySet<string>;
  setFresh: Dispatch<SetStateAction<ReadonlySet<string>>>;
  replyTo: string | null;
  setReplyTo: Dispatch<SetStateAction<string | null>>;
  /** The load failure shown (with its retry). */
  load: FailureState;
  reportSkipped: ReportSkipped;
}

/**
 * Loads the list of `articleId` (none while it is empty): light-DOM comments during the first
 * render when the sanitizer is already loaded (no loading state, no second pass), else in an
 * effect; reports what was skipped or cut, remembers the latest timestamp as seen, and after a
 * failure shows a Russian message with «Повторить» and retries quietly by itself until it loads.
 */
export function useCommentList(host: HTMLElement, articleId: string): CommentList {
  const first = useRef<Loaded | null | undefined>(undefined);
  if (first.current === undefined) {
    first.current =
      ready && articleId && hasLight(host)
        ? prepare(articleId, readLightComments(host, ready))
        : null;
  }
  const initial = first.current;
  const [thread, setThread] = useState(initial?.thread ?? EMPTY_THREAD);
  const [phase, setPhase] = useState<Phase>(initial ? 'ready' : 'loading');
  const [skipped, setSkipped] = useState(0);
  const [cut, setCut] = useState<{ shown: number; total?: number } | null>(null);
  const [clipped, setClipped] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(initial?.fresh ?? new Set());
  const [replyTo, setReplyTo] = useState<string | null>(initial?.replyTo ?? null);
  const [attempt, setAttempt] = useState(0);
  const load = useFailure(host);
  const heal = useHealing();

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
        if (!quiet) reportLoad(error, commentsText('loadFailed'), endpoint, retry);
        heal.failed(retry); // quietly, by itself, until it loads
      },
    );
    return () => controller.abort();
  }, [articleId, attempt, host, reportSkipped, reportLoad, clearLoad, heal]);

  return {
    thread,
    setThread,
    phase,
    skipped,
    cut,
    clipped,
    fresh,
    setFresh,
    replyTo,
    setReplyTo,
    load,
    reportSkipped,
  };
}
