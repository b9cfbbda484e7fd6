/** `<biz-article-rating>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-article-rating>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const articleRatingText = catalogue({
  'rating.label': 'Оценка статьи',
  'rating.plus': 'Нравится',
  'rating.minus': 'Не нравится',
  'rating.sum': 'Рейтинг: {sum}',
  'rating.saved': 'Спасибо, ваша оценка учтена.',
  'rating.failed': 'Оценка не сохранилась.',
} as const);
