/** `<biz-ad-rotator>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-ad-rotator>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const adRotatorText = catalogue({
  'ads.label': 'Рекламные объявления',
  'ads.stop': 'Остановить смену объявлений',
  'ads.start': 'Возобновить смену объявлений',
} as const);
