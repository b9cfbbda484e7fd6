/** `<biz-typo-reporter>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-typo-reporter>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const typoReporterText = catalogue({
  'typo.hint': 'Нашли ошибку? Выделите её и нажмите Ctrl+Enter.',
  'typo.confirm': 'Здесь есть ошибка?', // docs/behaviour.md#typo-reporter
  'typo.sent': 'Спасибо! Мы получили сообщение об ошибке.',
  'typo.failed': 'Сообщение об ошибке не отправлено.',
} as const);
