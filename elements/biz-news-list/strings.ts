/** `<biz-news-list>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-news-list>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const newsListText = catalogue({
  'lists.regions': 'Регион',
  'lists.empty': 'Новостей пока нет.',
  'lists.end': 'Это все новости.',
} as const);
