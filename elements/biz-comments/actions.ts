/**
 * What a comment's controls do (docs/behaviour.md#comments), for the list's one delegated
 * listener (no closures per comment); a chunk loaded when the reader first reaches the list.
 */
import { rateComment, reactToComment } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { failureOf } from '../../src/element/hooks.ts';
import { ratingOf, type Vote } from '../../src/comments/store.ts';
import type { CommentsShared } from './context.ts';
import { controlOf } from './keyboard.ts';
import { catalogue } from '../../src/i18n/index.ts';
import { quote } from './quote.ts';

/** Answers a click on `button`, a control of `comment` (its `<article>`), by its part. */
export function act(shared: CommentsShared, button: HTMLElement, comment: HTMLElement): void {
  const { store } = shared;
  const id = comment.dataset.commentId!;
  const state = store.getState();
  switch (button.getAttribute('part')) {
    case 'plus':
      return rate(shared, id, '+');
    case 'minus':
      return rate(shared, id, '-');
    case 'react':
      return store.pick(state.picking === id ? null : id);
    case 'emoji':
      controlOf(comment, 'react')?.focus();
      return react(shared, id, button.dataset.emoji!);
    case 'reply':
      return store.openReply(state.replyTo === id ? null : id);
    case 'toggle-branch':
      return store.toggleBranch(id);
    case 'more':
      return store.openMenu(state.menu === id ? null : id);
    case 'unhide':
      store.unmute(id);
      return comment.focus();
    case 'menuitem':
      return choose(shared, button, comment);
  }
}

/** A «Ещё» menu item, by its `data-act`: closes the menu, then does what the item says. */
function choose(shared: CommentsShared, button: HTMLElement, comment: HTMLElement): void {
  const { store } = shared;
  const id = comment.dataset.commentId!;
  const name = button.dataset.name ?? '';
  const act = button.dataset.act;
  if (act !== 'quote') controlOf(comment, 'more')?.focus();
  store.openMenu(null);
  if (act === 'quote') void quote(shared, id, comment);
  else if (act === 'copy') copyLink(shared, id);
  else if (act === 'mute') {
    store.mute(name, true);
    comment.focus();
  } else if (act === 'unmute') store.mute(name, false);
  else if (act === 'report') store.report(id);
}

/** The permalink to the clipboard; refused, the link is shown to copy by hand, with a retry. */
function copyLink(shared: CommentsShared, id: string): void {
  const { store, host } = shared;
  const link = `${location.origin}${location.pathname}${location.search}#comment-${id}`;
  store.fail(id, null);
  navigator.clipboard.writeText(link).then(
    () => store.note(id, failedText('copied')),
    (error: unknown) =>
      store.fail(
        id,
        failureOf(host, error, failedText('copyFailed', { link }), 'biz-comments/clipboard', () =>
          copyLink(shared, id),
        ),
      ),
  );
}

/** Vote `next` on comment `id` (POST /comments/rate), optimistic: rolled back on failure. */
function rate(shared: CommentsShared, id: string, next: Vote): void {
  const { store, host, articleId } = shared;
  store.fail(id, null);
  const failed = failedUnder(shared, id, 'rateFailed', '/comments/rate', () =>
    rate(shared, id, next),
  );
  void store
    .vote(id, next, () => rateComment(id, next === '+' ? 1 : -1), failed)
    .then((outcome) => {
      const c = store.getState().thread.byId.get(id);
      if (outcome !== 'done' || !c) return;
      emit(host, 'biz-comment-rate', {
        articleId,
        commentId: id,
        choice: next,
        rating: ratingOf(c, next),
      });
    });
}

/** Reaction `emoji` to comment `id` (POST /comments/emoji), optimistic: rolled back on failure. */
function react(shared: CommentsShared, id: string, emoji: string): void {
  const { store, host, articleId } = shared;
  store.pick(null);
  store.fail(id, null);
  const failed = failedUnder(shared, id, 'reactFailed', '/comments/emoji', () =>
    react(shared, id, emoji),
  );
  void store
    .react(id, emoji, () => reactToComment(id, emoji), failed)
    .then((outcome) => {
      if (outcome === 'done') emit(host, 'biz-comment-react', { articleId, commentId: id, emoji });
    });
}

/** What a failed vote or reaction says: a catalogue of this chunk, not the list's (strings.ts). */
const failedText = catalogue({
  rateFailed: 'Оценка не сохранилась.',
  reactFailed: 'Реакция не сохранилась.',
  copied: 'Ссылка скопирована.',
  copyFailed: 'Ссылку не удалось скопировать: {link}',
});

/** On failure: `biz-error`, and `what` with the reason and `retry` under comment `id`. */
function failedUnder(
  { store, host }: CommentsShared,
  id: string,
  what: Parameters<typeof failedText>[0],
  endpoint: string,
  retry: () => void,
) {
  return (error: unknown) =>
    store.fail(id, failureOf(host, error, failedText(what), endpoint, retry));
}
