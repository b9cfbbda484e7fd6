/** `<biz-comments>`: polling POST /comments/new for what arrived since the list was shown. */
import { useEffect } from 'react';
import { markSeen } from '../../src/comments/seen.ts';
import { newComments } from '../../src/api/endpoints.ts';
import { useFailure, type FailureState } from '../../src/element/hooks.ts';
import { createPoller } from '../../src/services/poller.ts';
import { afterYield } from '../../src/element/yield.ts';
import { readNewComments } from '../../src/comments/markup.ts';
import type { CommentsStore, Phase } from '../../src/comments/store.ts';
import { COMMENTS_POLLING } from './poll.ts';
import { latestOf, sanitizer, type ReportSkipped } from './useCommentList.ts';
import { commentsText } from './strings.ts';

/**
 * Once the list is `ready`, polls /comments/new every `pollInterval` ms (COMMENTS_POLLING) for
 * what is newer than the latest comment held; arrivals wait in the store. One message and
 * `biz-error` per streak of failures.
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
        // One second back: the server answers only strictly newer comments, in whole seconds, so
        // one from the latest's second would be missed (the store drops repeats).
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
        if (failures === 1)
          reportPoll(error, commentsText('pollFailed'), endpoint, () => p.pollNow());
      },
    });
    return () => p.stop();
  }, [phase, articleId, pollInterval, store, reportSkipped, reportPoll, clearPoll]);
  return poll;
}

/**
 * «N новых комментариев»: waiting comments join, marked seen; `open` goes to the first in the
 * next task. A click's updates and effects run in its own task (React), and opening it there
 * (its branches shown, then scrolled to and focused, which forces a layout) would lengthen that
 * task (docs/architecture.md#budgets: new comments shown).
 */
export function revealNew(
  articleId: string,
  store: CommentsStore,
  open: (id: string) => void,
): void {
  const first = store.reveal();
  if (!first) return;
  markSeen(articleId, latestOf(store.getState().thread.byId.values()));
  afterYield(() => open(first));
}

/** Marks the latest comment seen when the page or tab is left or the element goes. */
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
