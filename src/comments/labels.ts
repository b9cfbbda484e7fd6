/** Unique comment labels for control names («Ответить: Ольга Лебедева»: names are not declined). */
import { formatDate } from '../i18n/index.ts';
import { displayName } from '../ui/names.ts';
import type { Comment } from './markup.ts';

/** The name a comment is shown under: its author's as shown, else `anonymous`. */
export function authorName(
  c: Pick<Comment, 'is_anonymous' | 'author'> | undefined,
  anonymous: string,
): string {
  return (!c || c.is_anonymous ? '' : displayName(c.author)) || anonymous;
}

/** Each comment's formatted date, kept: a list's labels are derived anew with each change of it. */
const dates = new WeakMap<Comment, string>();

/** {@link formatDate} of `c`'s time, formatted once per comment (2,000 took 29 ms at 4× CPU, profiled). */
function dateOf(c: Comment): string {
  let date = dates.get(c);
  if (date === undefined) dates.set(c, (date = formatDate(c.timestamp)));
  return date;
}

/**
 * Comment id → {@link authorName}, plus the date («…, 21 ноября 2026 г., 15:24») when the author
 * wrote more than one of `comments`, plus « (2)», « (3)»… when even that repeats.
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
      const label = authors.get(name)! > 1 ? `${name}, ${dateOf(c)}` : name;
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return [c.id, n > 1 ? `${label} (${n})` : label];
    }),
  );
}
