// Intervals and verdicts for the benches' figures (docs/architecture.md#budgets). The arithmetic
// is @stdlib/stats-ttest's (Student's t: one-sample for a figure of its own, paired for a
// difference between two builds or pages measured in pairs); this module only says how a figure
// with its interval is judged against a budget and how it is printed.
import ttest from '@stdlib/stats-ttest';

/**
 * A figure's mean and its 95 % confidence interval.
 * @typedef {{ mean: number, lo: number, hi: number, n: number }} Interval
 */

/**
 * The mean of `xs` with its 95 % t-interval, or, given `ys` of the same length, the mean of the
 * paired differences `xs[i] − ys[i]` with theirs. Fewer than two finite values (or pairs) give an
 * interval of NaN: nothing is shown.
 * @param {number[]} xs
 * @param {number[]} [ys]
 * @returns {Interval}
 */
export function interval(xs, ys) {
  const pairs = ys
    ? xs.map((x, i) => [x, ys[i]]).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y))
    : xs.filter(Number.isFinite).map((x) => [x, 0]);
  const n = pairs.length;
  const diffs = pairs.map(([x, y]) => x - y);
  const mean = n ? diffs.reduce((a, b) => a + b, 0) / n : NaN;
  if (n < 2) return { mean, lo: NaN, hi: NaN, n };
  // Every value the same: no spread, the interval is the value itself (ttest would divide by 0).
  if (diffs.every((d) => d === diffs[0])) return { mean, lo: mean, hi: mean, n };
  const { ci } = ttest(diffs, { alpha: 0.05 });
  return { mean, lo: ci[0], hi: ci[1], n };
}

/**
 * How an interval stands against an upper budget: 'met' when the whole interval is within it,
 * 'missed' when the whole interval is over it, 'not shown' when it straddles the budget (or
 * there is no interval).
 * @param {Interval} figure
 * @param {number} budget
 * @returns {'met' | 'missed' | 'not shown'}
 */
export function judge({ lo, hi }, budget) {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return 'not shown';
  if (hi <= budget) return 'met';
  if (lo > budget) return 'missed';
  return 'not shown';
}

/**
 * `mean (95 % CI lo…hi, n pairs)` with `digits` decimals, e.g. `+12 (95 % CI 4…20, n 5)`;
 * `signed` puts a sign on the mean (for differences).
 * @param {Interval} figure
 * @param {{ digits?: number, signed?: boolean, unit?: string }} [options]
 */
export function formatInterval(
  { mean, lo, hi, n },
  { digits = 0, signed = false, unit = '' } = {},
) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
  const m = signed && mean > 0 ? `+${f(mean)}` : f(mean);
  return `${m}${unit} (95 % CI ${f(lo)}…${f(hi)}${unit}, n ${n})`;
}

/**
 * The number of runs or pairs to take: `asked`, or one more when it is even, so that a median is
 * one of the runs, never the mean of the middle two.
 * @param {number} asked
 */
export const oddRuns = (asked) => (asked % 2 ? asked : asked + 1);

/**
 * The median of `xs` (ignoring values that are not finite): with an odd count, one of them.
 * @param {number[]} xs
 */
export function median(xs) {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
