// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatInterval,
  formatShare,
  interval,
  judge,
  median,
  oddRuns,
  share,
} from '../../../scripts/bench-stats.mjs';

describe('bench-stats: figures with their 95 % intervals', () => {
  it('gives the paired differences’ mean with its t-interval (t(4) = 2.776)', () => {
    // Differences 2, 2, 3, 3, 4: mean 2.8, standard error 0.3742.
    const figure = interval([10, 12, 11, 14, 13], [8, 10, 8, 11, 9]);
    expect(figure.n).toBe(5);
    expect(figure.mean).toBeCloseTo(2.8, 6);
    expect(figure.lo).toBeCloseTo(2.8 - 2.7764 * 0.37417, 2);
    expect(figure.hi).toBeCloseTo(2.8 + 2.7764 * 0.37417, 2);
  });

  it('gives one sample’s mean with its interval, leaving out runs that reached nothing', () => {
    const figure = interval([184, 320, NaN, 399]);
    expect(figure.n).toBe(3);
    expect(figure.mean).toBeCloseTo(301, 6);
    expect(figure.lo).toBeLessThan(301);
    expect(figure.hi).toBeGreaterThan(301);
  });

  it('shows no interval from one run, and a point where every run agrees', () => {
    expect(interval([41190])).toMatchObject({ mean: 41190, n: 1 });
    expect(Number.isNaN(interval([41190]).lo)).toBe(true);
    expect(interval([7, 7, 7])).toEqual({ mean: 7, lo: 7, hi: 7, n: 3 });
  });

  it('calls a budget met or missed only when the whole interval says so', () => {
    expect(judge({ mean: 90, lo: 80, hi: 99, n: 5 }, 100)).toBe('met');
    expect(judge({ mean: 120, lo: 101, hi: 140, n: 5 }, 100)).toBe('missed');
    expect(judge({ mean: 95, lo: 80, hi: 110, n: 5 }, 100)).toBe('not shown');
    expect(judge({ mean: 95, lo: NaN, hi: NaN, n: 1 }, 100)).toBe('not shown');
  });

  it('prints the mean, the interval and the number of pairs', () => {
    expect(
      formatInterval({ mean: 12.3, lo: 4.1, hi: 20.6, n: 5 }, { signed: true, unit: ' ms' }),
    ).toBe('+12 ms (95 % CI 4…21 ms, n 5)');
  });

  it('gives a share of views its exact interval: none of 30 is not shown to be none', () => {
    // Clopper–Pearson at k = 0 and k = n has a closed form: 1 − 0.025^(1/n) and 0.025^(1/n).
    const none = share(0, 30);
    expect(none.lo).toBe(0);
    expect(none.hi).toBeCloseTo(1 - 0.025 ** (1 / 30), 4);
    expect(share(30, 30).lo).toBeCloseTo(0.025 ** (1 / 30), 4);
    const some = share(8, 30);
    expect(some.lo).toBeGreaterThan(0.1);
    expect(some.lo).toBeLessThan(8 / 30);
    expect(some.hi).toBeGreaterThan(8 / 30);
    expect(some.hi).toBeLessThan(0.5);
    expect(formatShare(none)).toBe('0 of 30 (95 % CI 0–12 %)');
    expect(Number.isNaN(share(0, 0).hi)).toBe(true);
  });

  it('takes an odd number of runs, so that the median is one of them', () => {
    expect([1, 2, 3, 4, 5].map(oddRuns)).toEqual([1, 3, 3, 5, 5]);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([5, NaN, 1, 3])).toBe(3);
  });
});
