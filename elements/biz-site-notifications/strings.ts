/**
 * Russian strings of `<biz-site-notifications>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-site-notifications>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const siteNotificationsText = catalogue({
  'notices.label': 'Уведомления сайта',
  'notices.dismiss': 'Закрыть уведомление',
  'notices.failed': 'Уведомления сайта не загрузились.',
} as const);
