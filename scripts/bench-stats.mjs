// Intervals and verdicts for the benches' figures (docs/architecture.md#budgets): Student's t from
// @stdlib/stats-ttest (one-sample, or paired for differences); how a figure with its interval is
// judged against a budget and printed; a share of views with its exact binomial interval from
// @stdlib/stats-binomial-test.
import binomialTest from '@stdlib/stats-binomial-test';
import ttest from '@stdlib/stats-ttest';

/** @typedef {{ mean: number, lo: number, hi: number, n: number }} Interval a mean, its 95 % CI */

/**
 * The mean of `xs` with its 95 % t-interval, or with `ys` of the same length the paired
 * differences' `xs[i] − ys[i]`. Under two finite values or pairs: all NaN (nothing shown).
 */
export function interval(xs, ys) {
  const pairs = ys
    ? xs.map((x, i) => [x, ys[i]]).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y))
    : xs.filter(Number.isFinite).map((x) => [x, 0]);
  const n = pairs.length;
  const diffs = pairs.map(([x, y]) => x - y);
  const mean = n ? diffs.reduce((a, b) => a + b, 0) / n : NaN;
  if (n < 2) return { mean, lo: NaN, hi: NaN, n };
  // Every value the same: the interval is the value (ttest would divide by 0).
  if (diffs.every((d) => d === diffs[0])) return { mean, lo: mean, hi: mean, n };
  const { ci } = ttest(diffs, { alpha: 0.05 });
  return { mean, lo: ci[0], hi: ci[1], n };
}

/**
 * An interval against an upper `budget`: 'met' (wholly within), 'missed' (wholly over), 'not
 * shown' (straddling, or no interval).
 */
export function judge({ lo, hi }, budget) {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return 'not shown';
  if (hi <= budget) return 'met';
  if (lo > budget) return 'missed';
  return 'not shown';
}

/**
 * `mean (95 % CI lo…hi, n N)` with `digits` decimals and a `unit`; `signed` puts a sign on the
 * mean (differences). E.g. `+12 (95 % CI 4…20, n 5)`.
 */
export function formatInterval(
  { mean, lo, hi, n },
  { digits = 0, signed = false, unit = '' } = {},
) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
  const m = signed && mean > 0 ? `+${f(mean)}` : f(mean);
  return `${m}${unit} (95 % CI ${f(lo)}…${f(hi)}${unit}, n ${n})`;
}

/** The runs or pairs to take: `asked`, or one more when even, so a median is one of the runs. */
export const oddRuns = (asked) => (asked % 2 ? asked : asked + 1);

/** The median of the finite values of `xs`. */
export function median(xs) {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The share of `n` views in which something happened `k` times (e.g. a task of ours over 50 ms),
 * with its exact (Clopper–Pearson) 95 % interval: `{ k, n, lo, hi }`, `lo` and `hi` as fractions
 * 0…1. Without views, all NaN.
 */
export function share(k, n) {
  if (!n) return { k, n, lo: NaN, hi: NaN };
  const { ci } = binomialTest(k, n, { alpha: 0.05 });
  return { k, n, lo: ci[0], hi: ci[1] };
}

/** `k of n (95 % CI lo–hi %)` for a {@link share}. */
export function formatShare({ k, n, lo, hi }) {
  const pc = (x) => (Number.isFinite(x) ? (100 * x).toFixed(0) : '–');
  return `${k} of ${n} (95 % CI ${pc(lo)}–${pc(hi)} %)`;
}
