/** Strings of the comment form, in its chunk, not the list's; spec quotes verbatim. */
import { catalogue, plural } from '../../src/i18n/index.ts';

/** The comment form's strings: `key → Russian text`, `{param}` placeholders filled from the second argument. */
export const formText = catalogue({
  replyTo: 'Ответ для {name}',
  cancel: 'Отмена',
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
} as const);

/** «3 варианта» (mention suggestions, announced). */
export const suggestionCount = (n: number) =>
  plural(n, { one: 'вариант', few: 'варианта', many: 'вариантов' });
