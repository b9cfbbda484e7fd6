/** Userpic and readable time of a comment, shared by `<biz-comments>` and `<biz-comment-embed>`. */
import { formatDate, formatRelative, toDate } from '../../src/i18n/index.ts';
import { safeUrl } from '../../src/services/url.ts';

/**
 * The userpic, or the first letter of the name on a tinted disc. `src` goes through the URL check
 * (`src/services/url.ts`): only http(s) or relative, resolved against apiBase; else the disc.
 */
export function Avatar({ name, src }: { name: string; src: string }) {
  const url = safeUrl(src);
  if (url) {
    return <img className="pic" src={url} alt="" width="36" height="36" loading="lazy" />;
  }
  const hue = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 0);
  return (
    <span className="pic" aria-hidden="true" data-hue={hue % 8}>
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}

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
