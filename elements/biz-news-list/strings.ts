/**
 * Russian strings of `<biz-news-list>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-news-list>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const newsListText = catalogue({
  'lists.regions': 'Регион',
  'lists.empty': 'Новостей пока нет.',
  'lists.end': 'Это все новости.',
} as const);
