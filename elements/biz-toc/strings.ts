/** `<biz-toc>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-toc>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const tocText = catalogue({
  'toc.label': 'Содержание',
  'toc.empty': 'В статье нет разделов.',
} as const);
