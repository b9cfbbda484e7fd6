/** i18n service: one Russian catalogue, `Intl` for plurals, numbers and dates. */
import { ru, type MessageKey } from './ru.ts';

export type { MessageKey };

const LOCALE = 'ru-RU';

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** A typed `t()` for one area's catalogue part (`ru/<area>.ts`), bundled with its elements. */
export function catalogue<const M extends Record<string, string>>(messages: M) {
  return (key: keyof M & string, params: Record<string, string | number> = {}): string =>
    fill(messages[key] ?? key, params);
}

/** Catalogue string `key`, `{param}`s filled: `t('rating.sum', { sum: 5 })` → «Рейтинг: 5». */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fill(ru[key], params);
}

/** Russian plural forms: one (1, 21), few (2–4, 22–24), many (5–20, 25…), other (fractions). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other?: string;
}

let pluralRules: Intl.PluralRules | undefined;

/** The count with its Russian noun form (`Intl.PluralRules`): 3 → «3 комментария». */
export function plural(count: number, forms: PluralForms): string {
  pluralRules ??= new Intl.PluralRules(LOCALE);
  const rule = pluralRules.select(count) as keyof PluralForms;
  const word = forms[rule] ?? forms.other ?? forms.many;
  return `${formatNumber(count)} ${word}`;
}

/** A participle agreeing with `count`, then the count and its noun: «Найден 21 материал». */
export function countedPhrase(
  count: number,
  [singular, plural_]: readonly [string, string],
  [one, few, many]: readonly [string, string, string],
): string {
  pluralRules ??= new Intl.PluralRules(LOCALE);
  const verb = pluralRules.select(count) === 'one' ? singular : plural_;
  return `${verb} ${plural(count, { one, few, many })}`;
}

/** A number with Russian grouping (`12 345`). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

// Formatters are costly to build: built once.
let dateFormat: Intl.DateTimeFormat | undefined;
let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** A Date for a Date or Unix time in seconds; null when invalid or outside the Date range. */
export function toDate(date: Date | number): Date | null {
  const value = typeof date === 'number' ? new Date(date * 1000) : date;
  return Number.isFinite(value.getTime()) ? value : null;
}

/** The ISO 8601 `datetime` of a Date or Unix time in seconds; '' when invalid (never throws). */
export function isoDateTime(date: Date | number): string {
  return toDate(date)?.toISOString() ?? '';
}

/** «21 ноября 2026 г., 15:24» for a Date or Unix time in seconds; '' when invalid. */
export function formatDate(date: Date | number): string {
  const value = toDate(date);
  if (!value) return '';
  dateFormat ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' });
  return dateFormat.format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** «5 минут назад», «вчера» for a Date or Unix time in seconds, from `now`; '' when invalid. */
export function formatRelative(date: Date | number, now: Date = new Date()): string {
  const ms = toDate(date)?.getTime();
  if (ms === undefined || !Number.isFinite(now.getTime())) return '';
  const seconds = Math.round((ms - now.getTime()) / 1000);
  const rtf = (relativeFormat ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return rtf.format(Math.round(seconds / size), unit);
    }
  }
  return rtf.format(0, 'second');
}
