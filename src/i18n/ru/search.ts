/**
 * Russian strings of `<biz-search>` (the search popup, docs/behaviour.md#search). 'Ничего не найдено' is
 * verbatim from docs/behaviour.md#search.
 */
import { catalogue, plural } from '../index.ts';

/** `t()` of the search popup. */
export const searchText = catalogue({
  'search.title': 'Поиск по сайту',
  'search.open': 'Открыть поиск',
  'search.input': 'Что найти',
  'search.placeholder': 'Например, индустриальный парк',
  'search.hint': 'Ctrl+K или «/» — открыть поиск, Esc — закрыть',
  'search.hintNoSlash': 'Ctrl+K — открыть поиск, Esc — закрыть',
  'search.form': 'Запрос и фильтры поиска',
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
  `${count % 10 === 1 && count % 100 !== 11 ? 'Найден' : 'Найдено'} ${plural(count, {
    one: 'материал',
    few: 'материала',
    many: 'материалов',
  })}`;
