/**
 * Russian strings of the news lists: `<biz-news-list>` and `<biz-load-more>` (docs/behaviour.md#news-list).
 */
import { catalogue, countedPhrase } from '../index.ts';

/** `t()` of the news lists. */
export const listText = catalogue({
  'lists.more': 'Показать ещё',
  'lists.loading': 'Загружаем…',
  'lists.failed': 'Новости не загрузились.',
  'lists.regions': 'Регион',
  'lists.empty': 'Новостей пока нет.',
  'lists.end': 'Это все новости.',
  'lists.badLink': 'Ссылка на продолжение списка недопустима.',
});

/** «Загружена 1 новость», «Загружено 3 новости», «Загружено 20 новостей». */
export const loadedCount = (count: number) =>
  countedPhrase(count, ['Загружена', 'Загружено'], ['новость', 'новости', 'новостей']);
