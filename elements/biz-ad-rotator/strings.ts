/**
 * Russian strings of `<biz-ad-rotator>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-ad-rotator>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const adRotatorText = catalogue({
  'ads.label': 'Рекламные объявления',
  'ads.stop': 'Остановить смену объявлений',
  'ads.start': 'Возобновить смену объявлений',
} as const);
