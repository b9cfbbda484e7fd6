/** Readable time of a comment, shared by `<biz-comments>` and `<biz-comment-embed>` (the userpic: src/ui/Avatar.tsx). */
import { formatDate, formatRelative, toDate } from '../i18n/index.ts';

/**
 * «5 минут назад» within a day (the full date as a tooltip), else «21 ноября 2026 г., 15:24».
 * Nothing for a timestamp outside the Date range (the readers skip such comments; this is the
 * last guard, so one bad date never takes the list down).
 */
export function When({ timestamp }: { timestamp: number }) {
  const date = toDate(timestamp);
  if (!date) return null;
  const full = formatDate(date);
  const recent = Date.now() - date.getTime() < 86_400_000;
  return (
    <time dateTime={date.toISOString()} title={recent ? full : undefined}>
      {recent ? formatRelative(date) : full}
    </time>
  );
}
