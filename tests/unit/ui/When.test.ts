/** What a comment's time says: src/ui/When.tsx `whenText` (the permalink's text and title). */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenText } from '../../../src/ui/When.tsx';

describe('whenText', () => {
  afterEach(() => vi.useRealTimers());
  const now = Date.UTC(2026, 10, 29, 12, 0, 0);

  test('within a day: relative, the full date beside it for the tooltip', () => {
    vi.useFakeTimers({ now });
    const when = whenText(now / 1000 - 5 * 60)!;
    expect(when.text).toBe('5 минут назад');
    expect(when.full).toMatch(/^29 ноября 2026 г\.,? (в )?\d\d:55$/);
  });

  test('older: the full date as the text, no tooltip', () => {
    vi.useFakeTimers({ now });
    const when = whenText(now / 1000 - 3 * 86_400)!;
    expect(when.text).toMatch(/^26 ноября 2026 г\.,? (в )?\d\d:00$/);
    expect(when.full).toBeUndefined();
  });

  test('a timestamp outside the Date range says nothing', () => {
    expect(whenText(1e300)).toBeNull();
    expect(whenText(Number.NaN)).toBeNull();
  });
});
