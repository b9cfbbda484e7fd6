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
  const list = [...comments];
  const name = (c: Comment) => (c.is_anonymous || !c.author ? anonymous : c.author);
  const count = (labels: string[]) => {
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    return counts;
  };
  const names = list.map(name);
  const authors = count(names);
  const dated = names.map((n, i) =>
    authors.get(n)! > 1 ? `${n}, ${formatDate(list[i]!.timestamp)}` : n,
  );
  const repeated = count(dated);
  const seen = new Map<string, number>();
  return new Map(
    list.map((c, i) => {
      const label = dated[i]!;
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return [c.id, repeated.get(label)! > 1 && n > 1 ? `${label} (${n})` : label];
    }),
  );
}
