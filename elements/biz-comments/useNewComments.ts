/** `<biz-comments>`: polling POST /comments/new for what arrived since the list was shown. */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { commentKeys } from '../../src/services/keys.ts';
import { storage } from '../../src/services/storage.ts';
import { newComments } from '../../src/api/endpoints.ts';
import { useFailure, type FailureState } from '../../src/element/hooks.ts';
import { createPoller } from '../../src/services/poller.ts';
import { readNewComments, type Comment } from '../../src/comments/markup.ts';
import { COMMENTS_POLLING } from './poll.ts';
import { addComments, type Thread } from '../../src/comments/thread.ts';
import {
  latestOf,
  sanitizer,
  stamp,
  type CommentList,
  type Phase,
  type ReportSkipped,
} from './useCommentList.ts';
import { commentsText } from './strings.ts';

/** New comments waiting behind «N новых комментариев», and the polling failure shown. */
export interface NewComments {
  incoming: Comment[];
  setIncoming: Dispatch<SetStateAction<Comment[]>>;
  poll: FailureState;
}

/**
 * Once the list is `ready`, polls /comments/new every `pollInterval` ms (the `poll-interval`
 * attribute, default 30 s: ./attributes.ts) with the backoff of COMMENTS_POLLING, asking for what is newer than the
 * latest comment shown or waiting (one second of overlap, duplicates dropped by id). One message
 * and one `biz-error` per streak of failures, with «Повторить» polling at once.
 */
export function useNewComments(
  host: HTMLElement,
  articleId: string,
  pollInterval: number,
  phase: Phase,
  thread: Thread,
  reportSkipped: ReportSkipped,
): NewComments {
  const [incoming, setIncoming] = useState<Comment[]>([]);
  const poll = useFailure(host);
  const known = useRef(thread);
  known.current = thread;
  const waiting = useRef(incoming);
  waiting.current = incoming;

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
        if (failures === 1)
          reportPoll(error, commentsText('pollFailed'), endpoint, () => p.pollNow());
      },
    });
    return () => p.stop();
  }, [phase, articleId, pollInterval, reportSkipped, reportPoll, clearPoll]);

  return { incoming, setIncoming, poll };
}

/**
 * «N новых комментариев»: the returned handler adds the waiting comments to the list (marked
 * «новый»), remembers the latest timestamp as seen and, once they are rendered, opens the first
 * of them with `open`.
 */
export function useReveal(
  articleId: string,
  { thread, setThread, setFresh }: Pick<CommentList, 'thread' | 'setThread' | 'setFresh'>,
  { incoming, setIncoming }: Pick<NewComments, 'incoming' | 'setIncoming'>,
  open: (id: string) => void,
): () => void {
  const opening = useRef<string | null>(null);
  const reveal = () => {
    const list = incoming;
    setThread((t) => addComments(t, list));
    setFresh((set) => new Set([...set, ...list.map((c) => c.id)]));
    setIncoming([]);
    storage().set(
      commentKeys(articleId).seen,
      String(latestOf(list, latestOf(thread.byId.values()))),
    );
    opening.current = list[0]?.id ?? null;
  };

  // After revealing new comments, take the reader to the first of them.
  useEffect(() => {
    if (opening.current && thread.byId.has(opening.current)) open(opening.current);
    opening.current = null;
  }, [thread, open]);

  return reveal;
}
