/** `<biz-poll>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-poll>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const pollText = catalogue({
  'results.chosen': 'ваш выбор',
  'results.loading': 'Загружаем результаты…',
  'poll.label': 'Опрос',
  'poll.vote': 'Голосовать',
  'poll.voted': 'вы проголосовали', // docs/behaviour.md#poll
  'poll.finished': 'голосование завершено', // docs/behaviour.md#poll
  'poll.sending': 'Отправляем ваш голос…',
  'poll.choose': 'Выберите вариант ответа.',
  'poll.thanks': 'Спасибо, ваш голос учтён.',
  'poll.failed': 'Голос не учтён.',
  'poll.refused': 'Голос не принят: {message}',
  'poll.resultsFailed': 'Не удалось загрузить результаты опроса.',
  'poll.noVariants': 'В опросе нет вариантов ответа.',
} as const);
