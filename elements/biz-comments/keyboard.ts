/**
 * The comment list's keyboard (docs/behaviour.md#comments-keyboard): a roving tabindex (APG) over
 * the feed's comments, so the whole list is one Tab stop however long it is. Arrows, Page, Home
 * and End move between comments or, inside one, its controls; Enter enters, Escape leaves.
 * Fields of a reply form keep every key.
 */
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { chunkImport } from '../../src/element/chunk.ts';
import { emit } from '../../src/element/events.ts';
import { t } from '../../src/i18n/index.ts';
import type { CommentsShared } from './context.ts';
import { commentsText } from './strings.ts';

/** A comment of the list. */
export const COMMENT = '[part~=comment]';

/** Keys that move between comments or controls (the moves themselves: moves.ts). */
const MOVES = /^(Arrow|Page|Home$|End$)/;

/** The control of `comment` (its `<article>`) with `part`, not one of its replies'. */
export const controlOf = (comment: Element, part: string) =>
  comment.querySelector<HTMLElement>(`:scope > [part~=${part}]`);

const loadActions = chunkImport(() => import('./actions.ts'));
const loadMoves = chunkImport(() => import('./moves.ts'));

/**
 * Runs `run` with the chunk `load` gives, for a click or key on comment `id`. When it does not
 * arrive: `biz-error` (kind `load`) and, under the comment, «Не сработало…» with «Повторить».
 */
function withChunk<M>(
  shared: CommentsShared,
  id: string,
  name: string,
  load: () => Promise<M>,
  run: (module: M) => void,
): void {
  const { store, host } = shared;
  const message = `${commentsText('notLoaded')} ${t('error.load')}`;
  load().then(
    (module) => {
      if (store.getState().failures.get(id)?.message === message) store.fail(id, null);
      run(module);
    },
    (error: unknown) => {
      console.error(`[biz-widgets] biz-comments/${name} could not be loaded`, error);
      emit(host, 'biz-error', {
        endpoint: `biz-comments/${name}`,
        kind: 'load',
        message: String(error),
      });
      store.fail(id, { message, retry: () => withChunk(shared, id, name, load, run) });
    },
  );
}

/** The list's handlers: the controls' clicks (delegated), keys, and focus kept in the store. */
export function commentListHandlers(shared: CommentsShared) {
  const { store } = shared;
  return {
    onPointerDown: () => void loadActions().catch(() => {}),
    onClick(e: MouseEvent<HTMLElement>) {
      const button = (e.target as Element).closest<HTMLElement>('button[part]');
      const comment = button?.closest<HTMLElement>(COMMENT);
      if (!button || !comment || button.closest('form')) return;
      withChunk(shared, comment.dataset.commentId!, 'actions', loadActions, ({ act }) =>
        act(shared, button, comment),
      );
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const from = e.target as HTMLElement;
      const comment = from.closest<HTMLElement>(COMMENT);
      if (!comment || from.closest('form') || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) {
        return;
      }
      const { key, currentTarget: list } = e;
      // Escape in an open reaction picker closes it, focus back on its button (APG disclosure).
      const picker = from.closest('.picker') ?? (from.matches('[part~=react]') ? from : null);
      if (key === 'Escape' && picker && store.getState().picking === comment.dataset.commentId) {
        e.preventDefault();
        store.pick(null);
        controlOf(comment, 'react')?.focus();
        return;
      }
      // Enter enters a comment, Escape leaves a control; on a control Enter is the control's own.
      if (!MOVES.test(key) && key !== (from === comment ? 'Enter' : 'Escape')) return;
      e.preventDefault();
      withChunk(shared, comment.dataset.commentId!, 'moves', loadMoves, ({ target }) =>
        target(key, from, comment, list)?.focus(),
      );
    },
    onFocus(e: FocusEvent<HTMLElement>) {
      void loadActions().catch(() => {});
      const from = e.target as HTMLElement;
      const comment = from.closest<HTMLElement>(COMMENT);
      if (!comment) return;
      const id = comment.dataset.commentId!;
      store.focus(id, from === comment ? null : id);
    },
    onBlur(e: FocusEvent<HTMLElement>) {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
        store.focus(store.getState().current, null);
      }
    },
  };
}

/** A skip link's click: focuses `selector` in the link's shadow root instead of following it. */
export const skipTo = (selector: string) => (e: MouseEvent<HTMLAnchorElement>) => {
  const root = e.currentTarget.getRootNode() as ParentNode;
  const to = root.querySelector<HTMLElement>(selector);
  if (!to) return;
  e.preventDefault();
  // Chromium starts the next Tab at the shadow root's top from a tabindex -1 element, so the
  // target is in the Tab order while focused.
  if (to.tabIndex < 0) {
    to.tabIndex = 0;
    to.onblur = () => (to.tabIndex = -1);
  }
  to.focus();
};
