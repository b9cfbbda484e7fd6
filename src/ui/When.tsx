import { formatDate, formatRelative, toDate } from '../i18n/index.ts';

/**
 * What a comment's time (Unix s) says: «5 минут назад» within a day, with the `full` date for a
 * tooltip, else the full date; null outside the Date range (so a bad date never breaks a list).
 */
export function whenText(timestamp: number): { text: string; full?: string; date: Date } | null {
  const date = toDate(timestamp);
  if (!date) return null;
  const full = formatDate(date);
  return Date.now() - date.getTime() < 86_400_000
    ? { text: formatRelative(date), full, date }
    : { text: full, date };
}

/** A comment's time as a `<time>` ({@link whenText}); nothing for an invalid timestamp. */
export function When({ timestamp }: { timestamp: number }) {
  const when = whenText(timestamp);
  return (
    when && (
      <time dateTime={when.date.toISOString()} title={when.full}>
        {when.text}
      </time>
    )
  );
}
