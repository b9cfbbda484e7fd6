/**
 * Who wrote each comment, said so that no two comments of a list share it: it completes the names
 * of a comment's controls («Ответить: Ольга Лебедева», docs/behaviour.md#comments-keyboard).
 * Names are quoted in the nominative after a colon rather than declined («Ольге Лебедевой»):
 * Russian names cannot be declined reliably without knowing their gender and origin, and the
 * colon form is grammatical for every name, «Аноним» included.
 */
import { formatDate } from '../i18n/index.ts';
import { displayName } from '../ui/names.ts';
import type { Comment } from './markup.ts';

/**
 * The name a comment is shown under: its author's, cleaned by `displayName` (no bidi
 * controls or other invisible characters), or `anonymous` for an anonymous comment, a missing
 * comment, or an author with nothing visible left. The one rule of the list, its labels, the
 * «ответ на комментарий — …» links, the reply form and the embed.
 */
export function authorName(
  c: Pick<Comment, 'is_anonymous' | 'author'> | undefined,
  anonymous: string,
): string {
  return (!c || c.is_anonymous ? '' : displayName(c.author)) || anonymous;
}

/**
 * Comment id → the author's name ({@link authorName}: `anonymous` for an anonymous comment); with the date and time
 * («Ольга Лебедева, 21 ноября 2026 г., 15:24») when the author wrote more than one comment of
 * `comments`; with « (2)», « (3)»… when even that repeats.
 */
export function commentLabels(comments: Iterable<Comment>, anonymous: string): Map<string, string> {
  const list = [...comments];
  const names = list.map((c) => authorName(c, anonymous));
  const authors = new Map<string, number>();
  for (const n of names) authors.set(n, (authors.get(n) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    list.map((c, i) => {
      const name = names[i]!;
      const label = authors.get(name)! > 1 ? `${name}, ${formatDate(c.timestamp)}` : name;
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return [c.id, n > 1 ? `${label} (${n})` : label];
    }),
  );
}
