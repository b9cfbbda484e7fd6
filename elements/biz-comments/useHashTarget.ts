/** `<biz-comments>` permalinks: #comment-{id} opens that comment. */
import { useEffect } from 'react';
import type { CommentsStore, Phase } from '../../src/comments/store.ts';
import { useSelector } from './context.ts';

const COMMENT_HASH = /^#comment-([\w-]+)$/;

/** The id of the comment the page's address names (`#comment-{id}`), or undefined. */
export const hashComment = (): string | undefined => COMMENT_HASH.exec(location.hash)?.[1];

/** What {@link useHashTarget} gives the list. */
export interface HashTarget {
  /** Opens comment `id`, for other ways in (the «N новых комментариев» button). */
  open: (id: string) => void;
  /** The address names a comment the list, still loading, may hold: the slices wait for it. */
  waiting: boolean;
}

/**
 * Opens the comment #comment-{id} names (`store.open`) once the list is ready and on every hash
 * change, then centres and focuses it; ids not in the thread are ignored.
 */
export function useHashTarget(root: ShadowRoot, phase: Phase, store: CommentsStore): HashTarget {
  const named = hashComment();
  // `arrived`: the named comment is in the thread (a long list shows it with its first screen,
  // before the rest is read: markup.ts), so it opens then, not once the whole is read.
  const [target, reading, arrived] = useSelector(store, (s) => [
    s.target,
    s.reading,
    !!named && s.thread.byId.has(named),
  ]);
  const waiting = !!named && named !== target && (phase === 'loading' || reading);
  // The store's methods keep no `this`: its own, as stable as the store.
  const { open } = store;

  // Runs again once a long list is read whole: the comment may be past its first screen.
  useEffect(() => {
    if (phase !== 'ready') return;
    const go = () => {
      const id = hashComment();
      if (id) open(id);
    };
    go();
    window.addEventListener('hashchange', go);
    return () => window.removeEventListener('hashchange', go);
  }, [phase, reading, arrived, open]);

  // `open` renders the target in the commit that makes it the target, so it is there.
  useEffect(() => {
    if (!target) return;
    const el = root.getElementById(`comment-${target}`);
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [target, root]);

  return { open, waiting };
}
