/** `<biz-comments>`: polling POST /comments/new for what arrived since the list was shown. */
import { useEffect } from 'react';
import { markSeen } from '../../src/comments/seen.ts';
import { newComments } from '../../src/api/endpoints.ts';
import { useFailure, type FailureState } from '../../src/element/hooks.ts';
import { createPoller } from '../../src/services/poller.ts';
import { readNewComments } from '../../src/comments/markup.ts';
import type { CommentsStore, Phase } from '../../src/comments/store.ts';
import { COMMENTS_POLLING } from './poll.ts';
import { latestOf, sanitizer, type ReportSkipped } from './useCommentList.ts';
import { commentsText } from './strings.ts';

/**
 * Once the list is `ready`, polls /comments/new every `pollInterval` ms (the `poll-interval`
 * attribute, default 30 s: ./attributes.ts) with the backoff of COMMENTS_POLLING, asking for
 * what is newer than the latest comment shown or waiting (one second of overlap; the store drops
 * what it already has). What arrives waits in the store behind «N новых комментариев». One
 * message and one `biz-error` per streak of failures, with «Повторить» polling at once.
 * @returns the polling failure shown
 */
export function useNewComments(
  host: HTMLElement,
  articleId: string,
  pollInterval: number,
  phase: Phase,
  store: CommentsStore,
  reportSkipped: ReportSkipped,
): FailureState {
  const poll = useFailure(host);
  const { report: reportPoll, clear: clearPoll } = poll;
  useEffect(() => {
    if (phase !== 'ready' || !articleId) return;
    const endpoint = '/comments/new';
    const p = createPoller({
      ...COMMENTS_POLLING,
      interval: pollInterval,
      async poll(signal) {
        // One second of overlap: the server answers comments strictly newer than `timestamp`, in
        // whole seconds, so one published in the same second as the latest would be missed.
        const { incoming, thread } = store.getState();
        const latest = latestOf(incoming, latestOf(thread.byId.values()));
        const answer = await newComments(articleId, Math.max(0, latest - 1), { signal });
        const parsed = readNewComments(answer, await sanitizer());
        if (signal.aborted) return;
        reportSkipped(parsed, endpoint);
        clearPoll();
        store.receive(parsed.comments);
      },
      onError(error, failures) {
        // One message and one biz-error per streak of failures; the poller keeps backing off.
        if (failures === 1)
          reportPoll(error, commentsText('pollFailed'), endpoint, () => p.pollNow());
      },
    });
    return () => p.stop();
  }, [phase, articleId, pollInterval, store, reportSkipped, reportPoll, clearPoll]);
  return poll;
}

/**
 * «N новых комментариев»: the waiting comments join the list (marked «новый»), the latest
 * timestamp is remembered as seen, and the reader is taken to the first of them (`open`: it is
 * rendered, scrolled to and focused).
 */
export function revealNew(
  articleId: string,
  store: CommentsStore,
  open: (id: string) => void,
): void {
  const first = store.reveal();
  if (!first) return;
  markSeen(articleId, latestOf(store.getState().thread.byId.values()));
  open(first);
}

/**
 * While the list is `ready`, remembers the latest comment shown (revealed ones included) as
 * seen when the reader leaves the page or its tab is hidden, and when the element goes
 * (src/comments/seen.ts), so the next visit marks only what came after.
 */
export function useSeenOnLeave(articleId: string, phase: Phase, store: CommentsStore): void {
  useEffect(() => {
    if (phase !== 'ready' || !articleId) return;
    const mark = () => {
      const { thread } = store.getState();
      if (thread.byId.size) markSeen(articleId, latestOf(thread.byId.values()));
    };
    const hidden = () => document.visibilityState === 'hidden' && mark();
    addEventListener('pagehide', mark);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      removeEventListener('pagehide', mark);
      document.removeEventListener('visibilitychange', hidden);
      mark();
    };
  }, [articleId, phase, store]);
}
