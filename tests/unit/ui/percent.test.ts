/** Whole percentages adding up to 100 (largest remainder), whatever the server sends. */
import { describe, expect, it } from 'vitest';
import { wholePercents } from '../../../src/ui/percent.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('wholePercents', () => {
  it('keeps percentages that already add up to 100', () => {
    expect(wholePercents([43, 30, 27])).toEqual([43, 30, 27]);
  });

  it('fixes inputs that add up to 99', () => {
    // 33 + 33 + 33: the missing point goes to the earliest of the equal shares.
    expect(wholePercents([33, 33, 33])).toEqual([34, 33, 33]);
    const out = wholePercents([50, 24, 25]);
    expect(sum(out)).toBe(100);
    expect(out).toEqual([51, 24, 25]);
  });

  it('fixes inputs that add up to 101', () => {
    const out = wholePercents([34, 34, 33]);
    expect(sum(out)).toBe(100);
    expect(out).toEqual([34, 33, 33]);
    expect(wholePercents([50.5, 50.5])).toEqual([50, 50]);
  });

  it('rounds fractional shares by the largest remainder, not to nearest', () => {
    // Rounding each share to nearest gives 17 × 6 = 102 for six equal shares.
    expect(wholePercents([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    // Floors 13 + 13 + 72 = 98; the two points go to the remainders .8, then the first .6.
    expect(wholePercents([13.6, 13.6, 72.8])).toEqual([14, 13, 73]);
    expect(wholePercents([143, 212, 98, 61])).toEqual([28, 41, 19, 12]);
  });

  it('breaks remainder ties by the larger weight, then by order', () => {
    // 2/7 and 1/7 shares have different remainders; equal remainders go to the larger weight.
    expect(wholePercents([1, 1, 2])).toEqual([25, 25, 50]);
    expect(wholePercents([10, 10, 10])).toEqual([34, 33, 33]);
    expect(wholePercents([1, 2, 1, 2])).toEqual([17, 33, 17, 33]);
  });

  it('gives zeros their zero and shares 100 among the rest', () => {
    expect(wholePercents([0, 3, 0])).toEqual([0, 100, 0]);
    expect(wholePercents([0, 1, 1, 1])).toEqual([0, 34, 33, 33]);
  });

  it('shows all zeros when nothing was counted', () => {
    expect(wholePercents([0, 0, 0])).toEqual([0, 0, 0]);
    expect(wholePercents([])).toEqual([]);
  });

  it('gives a single variant 100', () => {
    expect(wholePercents([7])).toEqual([100]);
    expect(wholePercents([0.2])).toEqual([100]);
  });

  it('treats negative, NaN, Infinity and non-numeric junk as zero', () => {
    expect(wholePercents([-20, 60, 40])).toEqual([0, 60, 40]);
    expect(wholePercents([Number.NaN, 50, 50])).toEqual([0, 50, 50]);
    expect(wholePercents([Infinity, 1, 1])).toEqual([0, 50, 50]);
    expect(wholePercents([null, undefined, {}, 'abc', '', true, 25])).toEqual([
      0, 0, 0, 0, 0, 0, 100,
    ]);
    expect(wholePercents([-1, Number.NaN])).toEqual([0, 0]);
  });

  it('reads numeric strings, with a dot or a comma', () => {
    // Equal remainders (.5 and .5): the point goes to the larger share.
    expect(wholePercents(['49.5', '50,5'])).toEqual([49, 51]);
    expect(wholePercents(['12', ' 88 '])).toEqual([12, 88]);
  });

  it('copes with huge weights', () => {
    expect(wholePercents([Number.MAX_VALUE, Number.MAX_VALUE])).toEqual([50, 50]);
  });

  it('always adds up to exactly 100 for random inputs', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let run = 0; run < 500; run++) {
      const n = 1 + Math.floor(random() * 10);
      const values = Array.from({ length: n }, () => Math.round(random() * 10000) / 100);
      if (values.every((v) => v === 0)) continue;
      const out = wholePercents(values);
      expect(sum(out)).toBe(100);
      out.forEach((p, i) => {
        expect(Number.isInteger(p)).toBe(true);
        // Never more than one point away from the exact share.
        const exact = (values[i]! / sum(values)) * 100;
        expect(Math.abs(p - exact)).toBeLessThan(1);
      });
    }
  });
});
