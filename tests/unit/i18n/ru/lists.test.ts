import { describe, expect, it } from 'vitest';
import { loadedCount } from '../../../../src/i18n/ru/lists.ts';
import { foundCount } from '../../../../elements/biz-search/strings.ts';

describe('counted phrases (the participle agrees with the count)', () => {
  it('says «Найден» where the noun is singular and «Найдено» elsewhere', () => {
    expect(foundCount(1)).toBe('Найден 1 материал');
    expect(foundCount(21)).toBe('Найден 21 материал');
    expect(foundCount(3)).toBe('Найдено 3 материала');
    expect(foundCount(11)).toBe('Найдено 11 материалов');
    expect(foundCount(111)).toBe('Найдено 111 материалов');
  });

  it('says «Загружена» / «Загружено» the same way, with grouped thousands', () => {
    expect(loadedCount(1)).toBe('Загружена 1 новость');
    expect(loadedCount(101)).toBe('Загружена 101 новость');
    expect(loadedCount(20)).toBe('Загружено 20 новостей');
    expect(loadedCount(1001)).toMatch(/^Загружена 1\s001 новость$/);
  });
});
