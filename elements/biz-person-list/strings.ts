/** `<biz-person-list>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-person-list>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const personListText = catalogue({
  'persons.toolbar': 'Алфавитный указатель',
  'persons.all': 'Все',
  'persons.shownAll': 'Все: {count}',
  'persons.shownLetter': 'На букву «{letter}»: {count}',
} as const);

/** Russian forms of «человек» for counts of people. */
export const PEOPLE = { one: 'человек', few: 'человека', many: 'человек' } as const;
