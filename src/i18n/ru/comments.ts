/**
 * Strings of `<biz-comments>` and `<biz-comment-embed>` (docs/behaviour.md#comments). Quoted strings of the
 * spec are verbatim (marked "spec"). Bundled with the comments elements, not the services chunk.
 */
import { catalogue, plural } from '../index.ts';

/** The comments area's `t()`. */
export const commentText = catalogue({
  label: 'Комментарии',
  loading: 'Загружаем комментарии…',
  empty: 'Комментариев пока нет. Будьте первым!',
  loadFailed: 'Комментарии не загрузились.',
  pollFailed: 'Не удалось проверить новые комментарии.',
  skipped: 'Некоторые комментарии не удалось показать.',
  anonymous: 'Аноним',
  newBadge: 'новый',
  pending: 'на модерации',
  permalink: 'Ссылка на комментарий',
  plus: 'Плюс комментарию',
  minus: 'Минус комментарию',
  rating: 'Рейтинг комментария: {sum}',
  rateFailed: 'Оценка не сохранилась.',
  reactions: 'Реакции',
  react: 'Добавить реакцию',
  reactFailed: 'Реакция не сохранилась.',
  reply: 'Ответить',
  replyTo: 'Ответ для {name}',
  replyToAnon: 'Ответ на анонимный комментарий',
  cancel: 'Отмена',
  hideBranch: 'Скрыть ветку',
  showBranch: 'Показать ветку',
  showFull: 'Показать полностью',
  collapse: 'Свернуть',
  formLabel: 'Ваш комментарий',
  placeholder: 'Напишите комментарий. Чтобы упомянуть читателя, начните с @',
  replyPlaceholder: 'Ваш ответ',
  send: 'Отправить',
  sending: 'Отправляем…',
  moreChars: 'Ещё хотя бы {n} симв.',
  asGuest: 'Вы комментируете анонимно.',
  signIn: 'Войти',
  signInHint: 'чтобы писать под своим именем.',
  asUser: 'Вы пишете как {name}.',
  postAnonymously: 'анонимно',
  awaitsModeration: 'Спасибо! Комментарий появится после проверки модератором.',
  notActive: 'Вы не подтвердили емайл или забанены!', // docs/behaviour.md#comments
  notSent: 'Ваше сообщение не отправлено', // docs/behaviour.md#comments
  suggestions: 'Упоминание читателя',
  noSuggestions: 'Никого не нашли',
  suggestionsFailed: 'Подсказки не загрузились.',
  embedFailed: 'Комментарий не загрузился.',
  embedMissing: 'Комментарий не найден или удалён.',
  embedLink: 'Перейти к обсуждению',
  skipToForm: 'Перейти к форме комментария',
  skipComments: 'Пропустить комментарии',
  end: 'Конец комментариев',
  /** A control's name for one comment: `what` is the control («Ответить»), `who` its label. */
  named: '{what}: {who}',
});

/** «40 комментариев». */
export const commentCount = (n: number) =>
  plural(n, { one: 'комментарий', few: 'комментария', many: 'комментариев' });

/** «3 новых комментария» (the button that shows polled comments). */
export const newCount = (n: number) =>
  plural(n, { one: 'новый комментарий', few: 'новых комментария', many: 'новых комментариев' });

/** «2 ответа» (a hidden branch). */
export const replyCount = (n: number) =>
  plural(n, { one: 'ответ', few: 'ответа', many: 'ответов' });

/** «3 варианта» (mention suggestions, announced). */
export const suggestionCount = (n: number) =>
  plural(n, { one: 'вариант', few: 'варианта', many: 'вариантов' });
