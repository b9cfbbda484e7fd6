/** `<biz-comment-embed>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-comment-embed>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const commentEmbedText = catalogue({
  embedFailed: 'Комментарий не загрузился.',
  embedMissing: 'Комментарий не найден или удалён.',
  embedLink: 'Перейти к обсуждению',
} as const);
