/** `<biz-bookmark>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-bookmark>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const bookmarkText = catalogue({
  'bookmark.add': 'В закладки',
  'bookmark.remove': 'В закладках',
  'bookmark.addLabel': 'Добавить в закладки',
  'bookmark.removeLabel': 'Убрать из закладок',
  'bookmark.login': 'Войдите, чтобы сохранять закладки.',
  'bookmark.failed': 'Закладка не сохранилась.',
  'bookmark.added': 'Добавлено в закладки.',
  'bookmark.removed': 'Убрано из закладок.',
} as const);
