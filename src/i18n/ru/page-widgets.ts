/**
 * Russian strings of the page widgets that enhance server-rendered lists and tables:
 * `<biz-person-list>` and `<biz-standings>`.
 */
import { catalogue } from '../index.ts';

/** The page-widgets area's strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const pageWidgetText = catalogue({
  'persons.toolbar': 'Алфавитный указатель',
  'persons.all': 'Все',
  'persons.shownAll': 'Все: {count}',
  'persons.shownLetter': 'На букву «{letter}»: {count}',

  'standings.select': 'Таблица',
  'standings.untitled': 'Таблица {n}',
});

/** Russian forms of «человек» for counts of people. */
export const PEOPLE = { one: 'человек', few: 'человека', many: 'человек' } as const;
