/** `<biz-career-form>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-career-form>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const careerFormText = catalogue({
  'form.requiredHidden': ', обязательное поле',
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
} as const);
