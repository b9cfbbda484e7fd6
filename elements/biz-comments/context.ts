/**
 * What the components of one `<biz-comments>` share (one React root, so context is fine): the
 * fixed values of the element and its comments store (src/comments/store.ts).
 *
 * The context value changes only with the article, the host or `minlength`. What changes while
 * the reader acts lives in the store; each component reads only what it shows through
 * {@link useCommentsSelector}, so a vote re-renders one comment, not 500, and the memo of
 * `CommentItem` holds.
 */
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { CommentsState, CommentsStore } from '../../src/comments/store.ts';

/** The element's shared context. */
export interface CommentsShared {
  articleId: string;
  host: HTMLElement;
  /** The element's shadow root (where a comment's controls are found by id). */
  root: ShadowRoot;
  minlength: number;
  /** The discussion's state and the only way to change it. */
  store: CommentsStore;
}

/** The element's shared context (set by BizComments). */
export const CommentsContext = createContext<CommentsShared | null>(null);

/** The element's shared context; only inside `<biz-comments>`. */
export function useComments(): CommentsShared {
  return useContext(CommentsContext)!;
}

/**
 * Reads `select(state)` of `store` and re-renders the caller only when an item of the selected
 * tuple changes (`Object.is`), whatever else changed in the store. With a comment `id`, the
 * selector is asked only after changes that may touch that comment (CommentsStore.subscribe).
 */
export function useSelector<T extends readonly unknown[]>(
  store: CommentsStore,
  select: (state: CommentsState) => T,
  id?: string,
): T {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(listener, id),
    [store, id],
  );
  const last = useRef<T | null>(null);
  const snapshot = () => {
    const next = select(store.getState());
    const prev = last.current;
    if (prev && prev.length === next.length && prev.every((value, i) => Object.is(value, next[i])))
      return prev;
    return (last.current = next);
  };
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * {@link useSelector} on the store of the `<biz-comments>` the caller is in; `id`: the caller
 * shows that one comment only.
 */
export function useCommentsSelector<T extends readonly unknown[]>(
  select: (state: CommentsState) => T,
  id?: string,
): T {
  return useSelector(useComments().store, select, id);
}
