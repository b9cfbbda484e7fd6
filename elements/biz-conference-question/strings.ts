/** `<biz-conference-question>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-conference-question>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const conferenceQuestionText = catalogue({
  'question.label': 'Вопрос к конференции',
  'question.name': 'Ваше имя',
  'question.email': 'Электронная почта',
  'question.emailHint': 'Ответ придёт на этот адрес.',
  'question.message': 'Ваш вопрос',
  'question.submit': 'Задать вопрос',
  'question.sent': 'Спасибо! Вопрос передан модератору конференции.',
  'question.failed': 'Вопрос не отправлен.',
  'question.noId': 'Форма не работает: на странице не указана конференция.',
  'question.nameRequired': 'Представьтесь, пожалуйста.',
  'question.emailRequired': 'Укажите адрес электронной почты.',
  'question.emailInvalid': 'Адрес почты должен быть вида name@example.ru.',
  'question.messageRequired': 'Напишите вопрос.',
  'question.messageShort': 'Вопрос слишком короткий: нужно хотя бы {min}.',
} as const);
