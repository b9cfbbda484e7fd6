/** `<biz-site-notifications>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-site-notifications>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const siteNotificationsText = catalogue({
  'notices.label': 'Уведомления сайта',
  'notices.dismiss': 'Закрыть уведомление',
  'notices.failed': 'Уведомления сайта не загрузились.',
} as const);
