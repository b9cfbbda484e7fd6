/**
 * What one `<biz-comments>` shares: its fixed values and its store. What changes as the reader acts
 * is read through {@link useSelector}, each comment its own, so a vote re-renders one comment.
 */
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { CommentsState, CommentsStore } from '../../src/comments/store.ts';

/** The element's fixed values and store. */
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

/** `select(state)` of `store`; re-renders only when an item of the tuple changes (`Object.is`). */
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
