/** `<biz-comments>` permalinks: #comment-{id} opens that comment. */
import { useCallback, useEffect } from 'react';
import type { CommentsStore, Phase } from '../../src/comments/store.ts';
import { useSelector } from './context.ts';

const COMMENT_HASH = /^#comment-([\w-]+)$/;

/**
 * Opens the comment named by #comment-{id} once the list is `ready` and on every hash change
 * (`store.open`: its slice rendered, the branches above it shown, marked as the target), then
 * scrolls it to the centre of `root`'s view (with every top-level comment laid out for the jump,
 * so sizes found later do not push it away) and focuses it. Ids not in the thread are ignored.
 * @returns `open(id)`, for other ways in (the «N новых комментариев» button)
 */
export function useHashTarget(
  root: ShadowRoot,
  phase: Phase,
  store: CommentsStore,
): (id: string) => void {
  const [target, reading] = useSelector(store, (s) => [s.target, s.reading]);
  const open = useCallback((id: string) => void store.open(id), [store]);

  // Permalinks: #comment-{id} on load (again once a long list is read whole: the comment may be
  // past its first screen) and on every hash change.
  useEffect(() => {
    if (phase !== 'ready') return;
    const go = () => {
      const match = COMMENT_HASH.exec(location.hash);
      if (match?.[1]) open(match[1]);
    };
    go();
    window.addEventListener('hashchange', go);
    return () => window.removeEventListener('hashchange', go);
  }, [phase, reading, open]);

  // The target is rendered in the same commit that makes it the target (`open` renders its
  // slice): scroll to it and focus it.
  useEffect(() => {
    if (!target) return;
    const el = root.getElementById(`comment-${target}`);
    if (!el) return;
    // Top-level comments are `content-visibility: auto`: off screen they count as 160 px until
    // rendered. Firefox and WebKit scroll to where the comment is with those placeholders, then
    // the real sizes push it out of view (and skipping them again later can shrink them back).
    // So after a jump every comment of the list stays laid out (`data-unskipped`): the page
    // gives up that saving, once a reader has followed a permalink, for a comment that stays put.
    const list = el.closest('.list');
    list?.setAttribute('data-unskipped', '');
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [target, root]);

  return open;
}
