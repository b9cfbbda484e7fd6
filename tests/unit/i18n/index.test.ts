import { describe, expect, test } from 'vitest';
import {
  formatDate,
  formatNumber,
  formatRelative,
  isoDateTime,
  plural,
  t,
  toDate,
} from '../../../src/i18n/index.ts';
import { ru } from '../../../src/i18n/ru.ts';
import { articleRatingText } from '../../../elements/biz-article-rating/strings.ts';

const COMMENTS = { one: 'комментарий', few: 'комментария', many: 'комментариев' };

describe('t()', () => {
  test('fills {param} placeholders', () => {
    expect(articleRatingText('rating.sum', { sum: 5 })).toBe('Рейтинг: 5');
    expect(articleRatingText('rating.sum', { sum: -3 })).toBe('Рейтинг: -3');
    expect(articleRatingText('rating.sum', { sum: '12' })).toBe('Рейтинг: 12');
  });

  test('a missing parameter leaves the placeholder visible rather than "undefined"', () => {
    expect(articleRatingText('rating.sum')).toBe('Рейтинг: {sum}');
  });

  test('a string without parameters is returned from the catalogue as is', () => {
    expect(t('error.timeout')).toBe(ru['error.timeout']);
    expect(t('error.network')).toMatch(/[а-яё]/i);
  });

  test('every error kind of the api client has a Russian message', () => {
    for (const kind of ['network', 'timeout', 'http', 'parse', 'validation', 'aborted'] as const) {
      expect(t(`error.${kind}`)).toMatch(/^[А-ЯЁ][^{}]*[.!]$/);
    }
  });
});

describe('plural()', () => {
  test.each([
    [1, '1 комментарий'],
    [2, '2 комментария'],
    [4, '4 комментария'],
    [5, '5 комментариев'],
    [11, '11 комментариев'],
    [12, '12 комментариев'],
    [14, '14 комментариев'],
    [21, '21 комментарий'],
    [22, '22 комментария'],
    [25, '25 комментариев'],
    [0, '0 комментариев'],
    [101, '101 комментарий'],
    [111, '111 комментариев'],
    [112, '112 комментариев'],
  ])('%i → %s', (count, expected) => {
    expect(plural(count, COMMENTS)).toBe(expected);
  });

  test('large counts are grouped the Russian way', () => {
    expect(plural(1021, COMMENTS)).toBe('1\u00a0021 комментарий');
  });

  test('fractions use the "other" form, or "many" when none is given', () => {
    expect(plural(1.5, { ...COMMENTS, other: 'комментария (дробь)' })).toBe(
      '1,5 комментария (дробь)',
    );
    expect(plural(1.5, COMMENTS)).toBe('1,5 комментариев');
  });
});

describe('formatNumber()', () => {
  test('Russian grouping with a no-break space and a decimal comma', () => {
    expect(formatNumber(12345)).toBe('12\u00a0345');
    expect(formatNumber(3.5)).toBe('3,5');
    expect(formatNumber(999)).toBe('999');
  });
});

describe('formatDate()', () => {
  test('a November date in Russian, with day, genitive month, year and time', () => {
    const text = formatDate(new Date(2026, 10, 21, 15, 24));
    expect(text).toContain('21 ноября 2026');
    expect(text).toContain('15:24');
  });

  test('accepts a Unix timestamp in seconds', () => {
    const date = new Date(2025, 2, 8, 9, 5);
    expect(formatDate(date.getTime() / 1000)).toBe(formatDate(date));
    expect(formatDate(date.getTime() / 1000)).toContain('8 марта 2025');
    expect(formatDate(date.getTime() / 1000)).toContain('09:05');
  });
});

describe('formatRelative()', () => {
  const now = new Date(2026, 10, 21, 12, 0, 0);
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  test('yesterday is «вчера», tomorrow «завтра»', () => {
    expect(formatRelative(ago(86_400), now)).toBe('вчера');
    expect(formatRelative(ago(-86_400), now)).toBe('завтра');
  });

  test('minutes, hours and days ago in Russian with the right plural', () => {
    expect(formatRelative(ago(5 * 60), now)).toBe('5 минут назад');
    expect(formatRelative(ago(60), now)).toBe('1 минуту назад');
    expect(formatRelative(ago(3 * 3600), now)).toBe('3 часа назад');
    expect(formatRelative(ago(3 * 86_400), now)).toBe('3 дня назад');
    expect(formatRelative(ago(2 * 604_800), now)).toBe('2 недели назад');
  });

  test('the present moment is «сейчас»; future times read «через …»', () => {
    expect(formatRelative(now, now)).toBe('сейчас');
    expect(formatRelative(ago(-10 * 60), now)).toBe('через 10 минут');
  });

  test('accepts a Unix timestamp in seconds', () => {
    expect(formatRelative(ago(86_400).getTime() / 1000, now)).toBe('вчера');
  });

  test('defaults to the current time', () => {
    expect(formatRelative(new Date(Date.now() - 2 * 3600 * 1000))).toBe('2 часа назад');
  });
});

describe('dates outside the Date range', () => {
  test('formatters never throw: an impossible date formats as nothing', () => {
    for (const bad of [1e16, Number.NaN, Infinity, new Date(Number.NaN)]) {
      expect(toDate(bad)).toBe(null);
      expect(formatDate(bad)).toBe('');
      expect(formatRelative(bad)).toBe('');
      expect(isoDateTime(bad)).toBe('');
    }
  });

  test('the largest representable time still formats', () => {
    expect(isoDateTime(8_640_000_000_000)).toBe('+275760-09-13T00:00:00.000Z');
    expect(formatDate(1_760_000_000)).not.toBe('');
  });
});
