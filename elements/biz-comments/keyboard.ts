/**
 * The keyboard in the comment list (docs/behaviour.md#comments-keyboard): a roving tabindex
 * (WAI-ARIA APG, "Developing a Keyboard Interface", managing focus in composites) over the
 * comments of a `role="feed"` list, so the whole list is one Tab stop however long it is.
 *
 * - Tab reaches the current comment (the `<article>`: the first one, then the last one focused).
 * - On a comment: ↓ / PageDown and ↑ / PageUp the next and previous comment (replies included, in
 *   reading order), Home / End the first and last, → or Enter its first control.
 * - On a control of a comment: ← / → the previous and next control of the same comment (← past
 *   the first returns to the comment), Home / End its first and last control, ↑ / ↓ the previous
 *   and next comment, Escape back to the comment. While focus is inside a comment its controls
 *   are in the Tab order too (Tab and Shift+Tab walk them, then leave the list).
 * - Fields of a reply form keep every key.
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

/** The comments' controls (actions.ts), loaded once the reader points at or focuses the list. */
const loadActions = chunkImport(() => import('./actions.ts'));
/** The moves between comments and controls (moves.ts), loaded on the first move. */
const loadMoves = chunkImport(() => import('./moves.ts'));

/**
 * Runs `run` with the module of `load` (actions.ts or moves.ts, named `name`) for the reader's
 * click or key on comment `id`. When the chunk does not arrive: `biz-error`
 * `{endpoint: 'biz-comments/<name>', kind: 'load', message}` from the host, and under the comment
 * «Не сработало. Эта часть страницы не загрузилась…» with «Повторить», which loads the chunk
 * again (src/element/chunk.ts) and runs `run`; the message goes once it has run.
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

/**
 * Handlers for the list element: the clicks on every comment's controls (one delegated listener,
 * answered by actions.ts), keys, and which comment is current and entered (kept in the
 * discussion's store, src/comments/store.ts `focus`).
 */
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
      // Escape in an open reaction picker (or on its button) closes it and gives focus back to
      // the button (APG disclosure), before it would leave the control.
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

/**
 * A skip link's click («Перейти к форме комментария», «Пропустить комментарии»): focuses the
 * element matching `selector` in the link's shadow root instead of following the link.
 */
export const skipTo = (selector: string) => (e: MouseEvent<HTMLAnchorElement>) => {
  const root = e.currentTarget.getRootNode() as ParentNode;
  const to = root.querySelector<HTMLElement>(selector);
  if (!to) return;
  e.preventDefault();
  // Chromium starts the next Tab at the top of the shadow root when focus is on an element with
  // tabindex -1; a target is in the Tab order while it has focus, so Tab goes on from it.
  if (to.tabIndex < 0) {
    to.tabIndex = 0;
    to.onblur = () => (to.tabIndex = -1);
  }
  to.focus();
};
