import { catalogue, countedPhrase } from '../index.ts';

/** `t()` of the strings the lists area's elements share. */
export const listText = catalogue({
  'lists.more': 'Показать ещё',
  'lists.loading': 'Загружаем…',
  'lists.failed': 'Новости не загрузились.',
});

/** «Загружена 1 новость», «Загружено 3 новости», «Загружено 20 новостей». */
export const loadedCount = (count: number) =>
  countedPhrase(count, ['Загружена', 'Загружено'], ['новость', 'новости', 'новостей']);
