/** `<biz-comments>` permalinks: #comment-{id} opens that comment. */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { Phase } from './useCommentList.ts';
import type { Thread } from '../../src/comments/thread.ts';

const COMMENT_HASH = /^#comment-([\w-]+)$/;

/** The comment opened (highlighted), and how to open one. */
export interface HashTarget {
  target: string | null;
  /** Opens a comment: shows its branch, highlights it, scrolls to it and focuses it. */
  open(id: string): void;
}

/**
 * Opens the comment named by #comment-{id} once the list is `ready` and on every hash change:
 * renders the slice holding its root (`setShownRoots`), unhides its ancestors (`setHidden`),
 * marks it as the target, scrolls it to the centre of `root`'s view (with every top-level comment
 * laid out for the jump, so sizes found later do not push it away) and focuses it. Ids not in
 * `thread` are ignored.
 */
export function useHashTarget(
  root: ShadowRoot,
  phase: Phase,
  thread: Thread,
  setShownRoots: Dispatch<SetStateAction<number>>,
  setHidden: Dispatch<SetStateAction<ReadonlySet<string>>>,
): HashTarget {
  const [target, setTarget] = useState<string | null>(null);
  const known = useRef(thread);
  known.current = thread;

  const open = useCallback(
    (id: string) => {
      const { parent } = known.current;
      if (!parent.has(id)) return;
      let top = id;
      for (let p = parent.get(top); p && p !== '0'; p = parent.get(p)) top = p;
      const index = (known.current.children.get('0') ?? []).indexOf(top);
      setShownRoots((n) => Math.max(n, index + 1));
      setHidden((set) => {
        const next = new Set(set);
        for (let p = parent.get(id); p && p !== '0'; p = parent.get(p)) next.delete(p);
        return next;
      });
      setTarget(id);
    },
    [setShownRoots, setHidden],
  );

  // Permalinks: #comment-{id} on load and on every hash change.
  useEffect(() => {
    if (phase !== 'ready') return;
    const go = () => {
      const match = COMMENT_HASH.exec(location.hash);
      if (match?.[1]) open(match[1]);
    };
    go();
    window.addEventListener('hashchange', go);
    return () => window.removeEventListener('hashchange', go);
  }, [phase, open]);

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

  return { target, open };
}
