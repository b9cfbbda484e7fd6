/** `<biz-load-more>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-load-more>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const loadMoreText = catalogue({
  'lists.badLink': 'Ссылка на продолжение списка недопустима.',
} as const);
