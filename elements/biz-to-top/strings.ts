/**
 * Russian strings of `<biz-to-top>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-to-top>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const toTopText = catalogue({
  'toTop.label': 'Наверх',
} as const);
