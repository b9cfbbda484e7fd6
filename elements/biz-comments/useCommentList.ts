/** Loading `<biz-comments>`'s list from the tag's light DOM or the server into the store. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPS } from '../../src/api/caps.ts';
import { commentsList } from '../../src/api/endpoints.ts';
import { ApiError } from '../../src/api/errors.ts';
import { reportCut } from '../../src/element/caps.ts';
import { emit } from '../../src/element/events.ts';
import type { FailureState } from '../../src/element/hooks.ts';
import { useLoad } from '../../src/element/use-load.ts';
import { nextTask } from '../../src/element/yield.ts';
import { loadSanitizer, type Sanitizer } from '../../src/services/sanitizer.ts';
import {
  readCommentList,
  readLightComments,
  type Comment,
  type Parsed,
} from '../../src/comments/markup.ts';
import { replyDraftParent } from '../../src/comments/stored.ts';
import { markSeen, readSeen } from '../../src/comments/seen.ts';
import type { CommentsStore } from '../../src/comments/store.ts';
import { commentsText } from './strings.ts';
import { hashComment } from './useHashTarget.ts';

const hasLight = (host: Element) => host.querySelector(':scope > .biz-comment') !== null;

// The sanitizer once loaded: a later element renders its light-DOM comments in one pass.
let ready: Sanitizer | null = null;

/** Loads the sanitizer (once) and remembers it for the next element's first render. */
export const sanitizer = () => loadSanitizer().then((s) => (ready = s));

/** The tag's comments, else the server's; a long list's first screen goes to `first` early. */
async function fetchList(
  host: HTMLElement,
  articleId: string,
  signal: AbortSignal,
  first: (parsed: Parsed) => void,
) {
  if (hasLight(host)) return readLightComments(host, await sanitizer());
  // The sanitizer loads while the list is on its way.
  const loading = sanitizer();
  loading.catch(() => undefined); // awaited below; a failed list must not leave it unhandled
  const html = await commentsList(articleId, { signal });
  const parsed = await readCommentList(html, await loading, {
    signal,
    first,
    want: hashComment(),
  });
  // A non-empty answer with no readable comment (an error page) is a failure, not "none".
  if (html.trim() && parsed.comments.length === 0) {
    throw new ApiError('validation', `/comments/list/${articleId}`, 'no comment in the answer');
  }
  return parsed;
}

/** Comments per task joining the store after a long list's first screen, not one long task. */
const JOIN_SLICE = 400;

/** The latest timestamp (unix seconds) of `list`, or `since` when that is later. */
export const latestOf = (list: Iterable<Comment>, since = 0) => {
  for (const c of list) since = Math.max(since, c.timestamp);
  return since;
};

/** Reports what an answer skipped or cut (notices, `biz-error`, `biz-capped`). */
export type ReportSkipped = (parsed: Parsed, endpoint: string) => void;

/** What loading the list of one `<biz-comments>` reported (the list itself is in the store). */
export interface CommentList {
  /** How many malformed comments were skipped (all answers). */
  skipped: number;
  /** The last answer cut by a cap: how many were shown, of how many (when known). */
  cut: { shown: number; total?: number } | null;
  /** Whether some message was cut to CAPS.messageChars. */
  clipped: boolean;
  /** The load failure shown (with its retry). */
  load: FailureState;
  reportSkipped: ReportSkipped;
}

/**
 * Puts a read list into the store, the reply draft reopened. With `more`, a long list's first
 * screen; with `shown`, that screen is in the store already and the rest joins it.
 */
function show(
  store: CommentsStore,
  articleId: string,
  parsed: Parsed,
  shown = 0,
  more = false,
): void {
  const ids = parsed.comments.map((c) => c.id);
  const replyTo = replyDraftParent(articleId, ids);
  if (shown > 0) {
    store.extend(parsed.comments.slice(shown));
    if (replyTo && store.getState().replyTo === null) store.openReply(replyTo);
    return;
  }
  store.load(parsed.comments, readSeen(articleId), more ? null : replyTo, more);
}

/**
 * Loads `articleId`'s list into `store`: light-DOM comments in the first render when the sanitizer
 * is loaded, else in an effect; reports what was skipped or cut; after a failure, shows it with
 * «Повторить» and retries quietly until it loads.
 */
export function useCommentList(
  host: HTMLElement,
  articleId: string,
  store: CommentsStore,
): CommentList {
  const first = useRef<Parsed | null | undefined>(undefined);
  if (first.current === undefined) {
    first.current = ready && articleId && hasLight(host) ? readLightComments(host, ready) : null;
    // The store is new and nobody listens yet: the first render shows the list at once.
    if (first.current) show(store, articleId, first.current);
  }
  const [skipped, setSkipped] = useState(0);
  const [cut, setCut] = useState<{ shown: number; total?: number } | null>(null);
  const [clipped, setClipped] = useState(false);
  const load = useLoad(host);

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

  const { round, again, run } = load;
  useEffect(() => {
    if (!articleId) return;
    const endpoint = `/comments/list/${articleId}`;
    const finish = (parsed: Parsed) => {
      reportSkipped(parsed, endpoint);
      if (parsed.comments.length) markSeen(articleId, latestOf(parsed.comments));
    };
    const done = first.current;
    first.current = null;
    if (done) return finish(done);
    let shown = 0;
    return run({
      request: async (signal) => {
        const parsed = await fetchList(host, articleId, signal, (firstSlice) => {
          if (signal.aborted) return;
          shown = firstSlice.comments.length;
          show(store, articleId, firstSlice, 0, true);
        });
        // A permalink's comment read ahead was not the answer's: the whole list is shown anew.
        if (parsed.misread) shown = 0;
        // The rest joins a slice per task; the last slice, in `done`.
        while (shown > 0 && parsed.comments.length - shown > JOIN_SLICE && !signal.aborted) {
          store.extend(parsed.comments.slice(shown, (shown += JOIN_SLICE)), true);
          await nextTask();
        }
        return parsed;
      },
      endpoint,
      failed: commentsText('loadFailed'),
      retry: again,
      start: (quiet) => store.loading(quiet),
      done: (parsed) => {
        show(store, articleId, parsed, shown);
        finish(parsed);
      },
      failing: () => store.failed(),
    });
  }, [articleId, round, again, run, host, store, reportSkipped]);

  return { skipped, cut, clipped, load, reportSkipped };
}
