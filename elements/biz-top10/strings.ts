/** `<biz-top10>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
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
