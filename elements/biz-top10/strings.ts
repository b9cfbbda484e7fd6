/**
 * Russian strings of `<biz-top10>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-top10>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const top10Text = catalogue({
  'top10.title': 'Голосование читателей',
  'top10.label': 'Варианты голосования',
  'top10.vote': 'Голосовать',
  'top10.voteFor': 'за «{title}»',
  'top10.voted': 'Голос учтен!', // docs/behaviour.md#top10
  'top10.failed': 'Голос не учтён.',
  'top10.refused': 'Голос не принят: {message}',
  'top10.loadFailed': 'Не удалось загрузить голосование.',
  'top10.empty': 'В этом голосовании пока нет вариантов.',
  'top10.loading': 'Загружаем голосование…',
} as const);
