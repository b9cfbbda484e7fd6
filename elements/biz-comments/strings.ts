/** `<biz-comments>`'s own Russian strings (the form's: form-strings.ts); spec quotes verbatim. */
import { catalogue, plural } from '../../src/i18n/index.ts';

/** `<biz-comments>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const commentsText = catalogue({
  label: 'Комментарии',
  loading: 'Загружаем комментарии…',
  empty: 'Комментариев пока нет. Будьте первым!',
  loadFailed: 'Комментарии не загрузились.',
  pollFailed: 'Не удалось проверить новые комментарии.',
  skipped: 'Некоторые комментарии не удалось показать.',
  /** A comment's frame name: repeats nothing said inside it (author, date). */
  frame: 'Комментарий',
  /** A reply's frame name (a comment below another), as {@link frame}. */
  replyFrame: 'Ответ',
  newBadge: 'новый',
  pending: 'на модерации',
  plus: 'Плюс комментарию',
  minus: 'Минус комментарию',
  /** The comment's score, said in the name of «+» (Comment.tsx). */
  score: 'рейтинг {sum}',
  reactions: 'Реакции',
  /** A control or key of a comment whose code did not arrive (keyboard.ts), before `error.load`. */
  notLoaded: 'Не сработало.',
  reply: 'Ответить',
  hideBranch: 'Скрыть ветку',
  showBranch: 'Показать ветку',
  showFull: 'Показать полностью',
  collapse: 'Свернуть',
  skipToForm: 'Перейти к форме комментария',
  skipComments: 'Пропустить комментарии',
  end: 'Конец комментариев',
  /** A control's name for one comment: `what` is the control («Ответить»), `who` its label. */
  named: '{what}: {who}',
  formLoading: 'Загружаем форму…',
  /** The «Ещё» button of a comment (Comment.tsx): opens its menu (extras.tsx). */
  more: 'Ещё',
  /** A hidden author's comment, collapsed to one line, and its «показать». */
  hiddenComment: 'Комментарий скрыт —',
  showHidden: 'показать',
} as const);

/** «40 комментариев». */
export const commentCount = (n: number) =>
  plural(n, { one: 'комментарий', few: 'комментария', many: 'комментариев' });

/** «3 новых комментария» (the button that shows polled comments). */
export const newCount = (n: number) =>
  plural(n, { one: 'новый комментарий', few: 'новых комментария', many: 'новых комментариев' });

/** «2 ответа» (a hidden branch). */
export const replyCount = (n: number) =>
  plural(n, { one: 'ответ', few: 'ответа', many: 'ответов' });

/** «3 новых с вашего прошлого визита» (the heading, docs/behaviour.md#comments-new). */
export const newSince = (n: number) =>
  `${plural(n, { one: 'новый', few: 'новых', many: 'новых' })} с вашего прошлого визита`;
