/**
 * Russian strings of `<biz-search>` (the search popup, docs/behaviour.md#search). 'Ничего не найдено' is
 * verbatim from docs/behaviour.md#search.
 */
import { catalogue, countedPhrase } from '../index.ts';

/** `t()` of the search popup. */
export const searchText = catalogue({
  'search.title': 'Поиск по сайту',
  'search.open': 'Открыть поиск',
  'search.input': 'Что найти',
  'search.placeholder': 'Например, индустриальный парк',
  'search.hint': 'Ctrl+K или «/» — открыть поиск, Esc — закрыть',
  'search.periods': 'Период',
  'search.period1': 'За всё время',
  'search.period2': 'За год',
  'search.period3': 'За месяц',
  'search.period4': 'За неделю',
  'search.newest': 'Сначала новые',
  'search.empty': 'Ничего не найдено', // docs/behaviour.md#search
  'search.loading': 'Ищем…',
  'search.more': 'Показать ещё',
  'search.shown': 'Показано {shown} из {total}',
  'search.failed': 'Поиск не удался.',
  'search.close': 'Закрыть поиск',
});

/** «Найден 1 материал», «Найдено 3 материала», «Найдено 25 материалов». */
export const foundCount = (count: number) =>
  countedPhrase(count, ['Найден', 'Найдено'], ['материал', 'материала', 'материалов']);
