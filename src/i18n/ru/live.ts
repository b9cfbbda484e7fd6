/**
 * Russian strings of `<biz-live>` (the live broadcast block, docs/behaviour.md#live).
 */
import { catalogue, plural } from '../index.ts';

/** `t()` of the live broadcast. */
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
});

/** «1 новое сообщение», «3 новых сообщения», «5 новых сообщений». */
export const newMessages = (count: number) =>
  plural(count, { one: 'новое сообщение', few: 'новых сообщения', many: 'новых сообщений' });
