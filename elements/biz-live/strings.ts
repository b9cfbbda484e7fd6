/** `<biz-live>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue, plural } from '../../src/i18n/index.ts';

/** `<biz-live>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const liveText = catalogue({
  'live.label': 'Прямая трансляция',
  'live.badge': 'Онлайн',
  'live.feed': 'Сообщения трансляции',
  'live.pinned': 'Закреплено',
  'live.loading': 'Загружаем трансляцию…',
  'live.empty': 'Сообщений пока нет. Следите за обновлениями.',
  'live.loadFailed': 'Трансляция не загрузилась.',
  'live.updateFailed': 'Трансляция не обновилась.',
  'live.edited': 'изменено',
} as const);

/** «1 новое сообщение», «3 новых сообщения», «5 новых сообщений». */
export const newMessages = (count: number) =>
  plural(count, { one: 'новое сообщение', few: 'новых сообщения', many: 'новых сообщений' });
