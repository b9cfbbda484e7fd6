/**
 * Russian strings of `<biz-toc>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-toc>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const tocText = catalogue({
  'toc.label': 'Содержание',
  'toc.empty': 'В статье нет разделов.',
} as const);
