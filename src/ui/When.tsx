/** Readable time of a comment, shared by `<biz-comments>` and `<biz-comment-embed>` (the userpic: src/ui/Avatar.tsx). */
import { formatDate, formatRelative, toDate } from '../i18n/index.ts';

/**
 * What a comment's time says: «5 минут назад» within a day (`full`: the full date, for a tooltip),
 * else «21 ноября 2026 г., 15:24» (no `full`). Null for a timestamp outside the Date range (the
 * readers skip such comments; this is the last guard, so one bad date never takes the list down).
 * @param timestamp seconds since the epoch (the markup contract's `data-timestamp`)
 */
export function whenText(timestamp: number): { text: string; full?: string; date: Date } | null {
  const date = toDate(timestamp);
  if (!date) return null;
  const full = formatDate(date);
  return Date.now() - date.getTime() < 86_400_000
    ? { text: formatRelative(date), full, date }
    : { text: full, date };
}

/**
 * A comment's time as a `<time>` (machine-readable date, the full date as a tooltip when the text
 * is relative; {@link whenText}); nothing for a timestamp outside the Date range.
 */
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
