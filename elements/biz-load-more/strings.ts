/**
 * Russian strings of `<biz-load-more>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-load-more>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const loadMoreText = catalogue({
  'lists.badLink': 'Ссылка на продолжение списка недопустима.',
} as const);
