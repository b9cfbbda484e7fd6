/** What the reader is told when an answer was cut by a cap (src/api/caps.ts). */
import { formatNumber } from '../index.ts';

/** What was cut, in the genitive plural the caps always need (their counts are ≥ 5). */
export type CappedWhat = 'rows' | 'messages' | 'comments' | 'results' | 'items' | 'notifications';

const NOUNS: Record<CappedWhat, string> = {
  rows: 'вариантов ответа',
  messages: 'сообщений',
  comments: 'комментариев',
  results: 'результатов',
  items: 'материалов',
  notifications: 'уведомлений',
};

/** «Показаны первые 5 000 комментариев из 100 000.» */
export const cappedNotice = (what: CappedWhat, shown: number, total?: number) =>
  `Показаны первые ${formatNumber(shown)} ${NOUNS[what]}` +
  (total !== undefined && total > shown ? ` из ${formatNumber(total)}.` : '.');

/** Said once when long messages were shortened. */
export const clippedNotice = (chars: number) =>
  `Слишком длинные сообщения сокращены до ${formatNumber(chars)} знаков.`;

/** Before a reply shown flat (a chain deeper than the nesting shows): whom it answers. */
export const replyMarker = (name: string) => `ответ на комментарий — ${name}`;
