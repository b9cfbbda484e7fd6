/**
 * Russian strings of the forms area: the shared form kit (`src/forms/`),
 * `<biz-conference-question>`, `<biz-career-form>` and `<biz-feedback>`.
 */
import { catalogue } from '../index.ts';

/** The forms area's strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const formText = catalogue({
  'form.requiredNote': 'Поля, отмеченные *, обязательны.',
  'form.requiredHidden': ', обязательное поле',
  'form.sending': 'Отправляем…',
  'form.refused': '{what} {message}',
  'form.refusedDefault': 'Сервер отказал без объяснений. Попробуйте ещё раз чуть позже.',

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

  'career.label': 'Отклик на вакансию',
  'career.legend': 'Резюме',
  'career.drop': 'Перетащите файл сюда или',
  'career.pick': 'выберите на компьютере',
  'career.dropping': 'Отпустите файл, чтобы прикрепить его',
  'career.hint': 'PDF, DOC, DOCX, RTF или ODT, не больше {max}.',
  'career.file': '{name}, {size}',
  'career.remove': 'Убрать',
  'career.removeLabel': 'Убрать файл {name}',
  'career.submit': 'Отправить резюме',
  'career.sent': 'Резюме отправлено. Спасибо за отклик!',
  'career.failed': 'Резюме не отправлено.',
  'career.noId': 'Форма не работает: на странице не указана вакансия.',
  'career.required': 'Прикрепите файл с резюме.',
  'career.wrongType':
    'Файл «{name}» ({size}) не подходит: пришлите резюме в формате PDF, DOC, DOCX, RTF или ODT.',
  'career.tooLarge': 'Файл «{name}» весит {size}, а можно не больше {max}.',
  'career.emptyFile': 'Файл «{name}» пустой.',
  'career.badName':
    'В имени файла есть скрытые символы, меняющие направление текста. Переименуйте файл и прикрепите его снова.',
  'career.badContent':
    'Файл «{name}» ({size}) не подходит: внутри не PDF, DOC, DOCX, RTF или ODT, хотя так назван.',
  'career.oneFile': 'Можно прикрепить только один файл.',

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
});

/** Russian forms of «символ» for minimum-length messages. */
export const CHARACTERS = { one: 'символ', few: 'символа', many: 'символов' } as const;
