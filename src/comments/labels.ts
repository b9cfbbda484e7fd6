/**
 * Who wrote each comment, said so that no two comments of a list share it: it completes the names
 * of a comment's controls («Ответить: Ольга Лебедева», docs/behaviour.md#comments-keyboard).
 * Names are quoted in the nominative after a colon rather than declined («Ольге Лебедевой»):
 * Russian names cannot be declined reliably without knowing their gender and origin, and the
 * colon form is grammatical for every name, «Аноним» included.
 */
import { formatDate } from '../i18n/index.ts';
import type { Comment } from './markup.ts';

/**
 * Comment id → the author's name (`anonymous` for an anonymous comment); with the date and time
 * («Ольга Лебедева, 21 ноября 2026 г., 15:24») when the author wrote more than one comment of
 * `comments`; with « (2)», « (3)»… when even that repeats.
 */
export function commentLabels(comments: Iterable<Comment>, anonymous: string): Map<string, string> {
  const list = [...comments].map((c) => ({
    id: c.id,
    name: c.is_anonymous || !c.author ? anonymous : c.author,
    timestamp: c.timestamp,
  }));
  const counts = new Map<string, number>();
  const bump = (key: string) => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n;
  };
  for (const c of list) bump(c.name);
  const withDates = list.map(({ id, name, timestamp }) => {
    const date = counts.get(name)! > 1 ? formatDate(timestamp) : '';
    return { id, label: date ? `${name}, ${date}` : name };
  });
  counts.clear();
  for (const c of withDates) bump(c.label);
  const repeated = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const { id, label } of withDates) {
    if (counts.get(label)! === 1) {
      labels.set(id, label);
      continue;
    }
    const n = (repeated.get(label) ?? 0) + 1;
    repeated.set(label, n);
    labels.set(id, n === 1 ? label : `${label} (${n})`);
  }
  return labels;
}
