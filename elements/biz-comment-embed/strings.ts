/**
 * Russian strings of `<biz-comment-embed>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-comment-embed>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const commentEmbedText = catalogue({
  embedFailed: 'Комментарий не загрузился.',
  embedMissing: 'Комментарий не найден или удалён.',
  embedLink: 'Перейти к обсуждению',
} as const);
