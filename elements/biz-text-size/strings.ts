/** `<biz-text-size>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-text-size>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const textSizeText = catalogue({
  'textSize.label': 'Размер текста',
  'textSize.small': 'Мелкий текст',
  'textSize.medium': 'Средний текст',
  'textSize.big': 'Крупный текст',
  // Accessible names: they begin with the visible «А» (WCAG 2.5.3 Label in Name).
  'textSize.smallName': 'А — мелкий текст',
  'textSize.mediumName': 'А — средний текст',
  'textSize.bigName': 'А — крупный текст',
  'textSize.noTarget': 'Не найден текст статьи для изменения размера.',
} as const);
