/**
 * What the components of one `<biz-comments>` share (one React root, so context is fine): the
 * fixed values of the element and its comments store (src/comments/store.ts).
 *
 * The context value changes only with the article, the host or `minlength`. What changes while
 * the reader acts lives in the store; the list's components read only what they show through
 * {@link useSelector}, and each comment subscribes to its own (Comment.tsx `CommentItem`), so a
 * vote re-renders one comment, not 500.
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
  /** Where «Пожаловаться» sends (the `report-action` attribute); empty: no «Пожаловаться». */
  reportAction: string;
  /** The discussion's state and the only way to change it. */
  store: CommentsStore;
}

/** The element's shared context (set by BizComments). */
export const CommentsContext = createContext<CommentsShared | null>(null);

/** The element's shared context; only inside `<biz-comments>`. */
export function useComments(): CommentsShared {
  return useContext(CommentsContext)!;
}

/** Whether two selections of the same selector hold the same items (`Object.is`). */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.every((value, i) => Object.is(value, b[i]));

/**
 * Reads `select(state)` of `store` (a view of the whole list; a comment subscribes to its own,
 * Comment.tsx) and re-renders the caller only when an item of the selected tuple changes
 * (`Object.is`), whatever else changed in the store.
 */
export function useSelector<T extends readonly unknown[]>(
  store: CommentsStore,
  select: (state: CommentsState) => T,
): T {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const last = useRef<T | null>(null);
  const snapshot = () => {
    const next = select(store.getState());
    const prev = last.current;
    return prev && sameItems(prev, next) ? prev : (last.current = next);
  };
  return useSyncExternalStore(subscribe, snapshot);
}
