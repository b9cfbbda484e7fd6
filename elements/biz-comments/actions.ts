/**
 * What the controls under a comment do (docs/behaviour.md#comments), answered by one delegated
 * listener on the list (keyboard.ts `commentListHandlers`), not by handlers on each comment: with
 * 2,000 comments that is 8,000 fewer closures kept alive. In its own chunk, loaded when the
 * reader first points at or focuses the list, so the list's chunk stays within its budget.
 *
 * Votes and reactions are optimistic (src/comments/store.ts `vote`, `react`): shown at once,
 * rolled back when the call fails, with the failure and a retry shown under the comment.
 */
import { rateComment, reactToComment } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { failureOf } from '../../src/element/hooks.ts';
import { ratingOf, type Vote } from '../../src/comments/store.ts';
import type { CommentsShared } from './context.ts';
import { controlOf } from './keyboard.ts';
import { catalogue } from '../../src/i18n/index.ts';
import { quote } from './quote.ts';

/**
 * Answers a click on `button`, a control of comment `comment` (its `<article>`), by the
 * button's part: «+» / «−» vote, the reactions button opens or closes the picker, an emoji of
 * the picker reacts (the picker closes, focus goes back to the reactions button), «Ответить»
 * opens or closes the reply form, the branch toggle hides or shows the replies. Anything else
 * is ignored.
 */
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

/**
 * An item of a comment's «Ещё» menu (extras.tsx `CommentMenu`), by its `data-act`: the menu
 * closes, then «Цитировать» quotes, «Скопировать ссылку» copies the permalink, «Скрыть комментарии
 * автора» hides the author's comments (focus on the comment), «Показывать снова» shows them again
 * and «Пожаловаться» opens the report form.
 */
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

/**
 * «Скопировать ссылку»: the comment's permalink (this page's address with `#comment-{id}`) to
 * the clipboard; «Ссылка скопирована.» under the comment. When the clipboard refuses: the link
 * itself under the comment to copy by hand, with «Повторить», and `biz-error`.
 */
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

/**
 * The reader's vote `next` on comment `id` (POST /comments/rate, spec «Рейтинг комментария»):
 * `biz-comment-rate` once the server took it; on failure the vote is rolled back and «Оценка не
 * сохранилась.» with the reason and a retry is shown under the comment.
 */
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

/**
 * The reader's reaction `emoji` (emoji id) to comment `id` (POST /comments/emoji): the picker
 * closes; `biz-comment-react` once the server took it; on failure the reaction is rolled back
 * and «Реакция не сохранилась.» with the reason and a retry is shown under the comment.
 */
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

/**
 * What a failed vote or reaction on comment `id` does: `biz-error` from the host and the
 * failure (`what`'s wording, the reason, `retry`) shown under the comment (store `fail`).
 */
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
