/**
 * State shared by the components of one `<biz-comments>` (one React root, so context is fine).
 *
 * The context value is stable: it changes only with the article, the host or `minlength`. What
 * changes while the reader acts (votes, reactions, the open reply form, hidden branches, the
 * current comment of the keyboard) lives in a small store behind it; each comment reads only
 * its own slice of it ({@link useCommentSlice}), so a vote re-renders one comment, not 500, and
 * the memo of `CommentItem` holds.
 */
import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { Thread } from '../../src/comments/thread.ts';

/** What changes while the reader acts: read through {@link useCommentSlice}. */
export interface CommentsState {
  thread: Thread;
  /** Comment id → '+' or '-' (the reader's votes). */
  ratings: ReadonlyMap<string, string>;
  /** Comment id → emoji id (the reader's reactions). */
  emoji: ReadonlyMap<string, string>;
  /** Comments marked «новый». */
  fresh: ReadonlySet<string>;
  /** Comments whose branch is hidden. */
  hidden: ReadonlySet<string>;
  /** The comment whose reply form is open. */
  replyTo: string | null;
  /** The comment opened by a permalink (highlighted). */
  target: string | null;
  /** Comment id → who wrote it, unique in the list (src/comments/labels.ts): names controls. */
  labels: ReadonlyMap<string, string>;
  /** The comment that is the list's one Tab stop (keyboard.ts); null: the first one. */
  current: string | null;
  /** The comment whose controls take part in Tab order (focus is on one of them), or null. */
  entered: string | null;
}

/** The element's shared context: fixed values, actions and the store of {@link CommentsState}. */
export interface CommentsShared {
  articleId: string;
  host: HTMLElement;
  minlength: number;
  toggleBranch(id: string): void;
  setReplyTo(id: string | null): void;
  /**
   * The state of the latest render: the owner sets it while it renders (comments rendered in the
   * same pass read it) and calls the listeners after the commit.
   */
  get(): CommentsState;
  /** Calls `listener` after each committed change of the state. @returns unsubscribe */
  subscribe(listener: () => void): () => void;
}

/** The element's shared state. */
export const CommentsContext = createContext<CommentsShared | null>(null);

/**
 * Reads `select(state)` and re-renders the caller only when an item of the selected tuple changes
 * (`Object.is`), whatever else changed in the store.
 */
export function useCommentSlice<T extends readonly unknown[]>(
  select: (state: CommentsState) => T,
): T {
  const shared = useContext(CommentsContext)!;
  const last = useRef<T | null>(null);
  const snapshot = () => {
    const next = select(shared.get());
    const prev = last.current;
    if (prev && prev.every((value, i) => Object.is(value, next[i]))) return prev;
    return (last.current = next);
  };
  return useSyncExternalStore(shared.subscribe, snapshot);
}
