/** `<biz-standings>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-standings>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const standingsText = catalogue({
  'standings.select': 'Таблица',
  'standings.untitled': 'Таблица {n}',
} as const);
