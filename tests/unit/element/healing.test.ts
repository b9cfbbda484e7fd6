/** The self-healing backoff (src/element/healing.ts): 1 s, doubling, never more than 20 s. */
import { describe, expect, it } from 'vitest';
import { healDelay, HEAL_MAX_MS } from '../../../src/element/healing.ts';

describe('healing backoff', () => {
  it('waits 1 s, 2 s, 4 s … and never more than 20 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(healDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 20000, 20000,
    ]);
    expect(HEAL_MAX_MS).toBe(20_000);
  });
});
