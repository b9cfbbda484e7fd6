/** `<biz-search>`'s own Russian strings; quoted spec strings are verbatim. */
import { catalogue, countedPhrase } from '../../src/i18n/index.ts';

/** `<biz-search>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
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
} as const);

/** «Найден 1 материал», «Найдено 3 материала», «Найдено 25 материалов». */
export const foundCount = (count: number) =>
  countedPhrase(count, ['Найден', 'Найдено'], ['материал', 'материала', 'материалов']);
