import { describe, expect, it } from 'vitest';
import { insideQuotes } from '../../../../src/i18n/ru/votes.ts';
import { top10Text } from '../../../../elements/biz-top10/strings.ts';

/** The top-10 button's hidden text for a variant name, as the element builds it. */
const voteFor = (title: string) => top10Text('top10.voteFor', { title: insideQuotes(title) });

describe('insideQuotes (no doubled quotes in top-10 names)', () => {
  it('a name that is one quotation loses its outer «»', () => {
    expect(voteFor('«Окскэнерго»')).toBe('за «Окскэнерго»');
    expect(voteFor(' «Окский станкостроительный завод» ')).toBe(
      'за «Окский станкостроительный завод»',
    );
  });

  it('quotes inside a name become „…“', () => {
    expect(voteFor('Банк «Окский кредит»')).toBe('за «Банк „Окский кредит“»');
    expect(voteFor('«ОкаПолимер» и «Поле»')).toBe('за «„ОкаПолимер“ и „Поле“»');
    expect(voteFor('«Завод «Прогресс»»')).toBe('за «Завод „Прогресс“»');
  });

  it('a name without quotes is left alone', () => {
    expect(voteFor('Заречный молочный комбинат')).toBe('за «Заречный молочный комбинат»');
  });
});
