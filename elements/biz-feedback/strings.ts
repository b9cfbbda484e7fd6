/** `<biz-feedback>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-feedback>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const feedbackText = catalogue({
  'feedback.label': 'Обратная связь',
  'feedback.message': 'Сообщение',
  'feedback.contact': 'Как с вами связаться',
  'feedback.contactHint': 'Электронная почта или телефон, если ждёте ответа.',
  'feedback.submit': 'Отправить',
  'feedback.sent': 'Спасибо! Редакция получила ваше сообщение.',
  'feedback.failed': 'Сообщение не отправлено.',
  'feedback.messageRequired': 'Напишите сообщение.',
  'feedback.messageShort': 'Сообщение слишком короткое: нужно хотя бы {min}.',
  'feedback.contactInvalid': 'Укажите почту (name@example.ru) или телефон, хотя бы 6 цифр.',
} as const);
