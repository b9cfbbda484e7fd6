/**
 * Whole percentages that add up to exactly 100, whatever the server sends ("percentages
 * that add up to 99 or 101" is what readers of other poll widgets complain about).
 *
 * The inputs are weights: server percentages that may be fractional, rounded badly, add up to
 * 99 or 101, arrive as strings, or be junk. They are rescaled to 100 and rounded by the largest
 * remainder (Hamilton) method: every share is rounded down, then the points still missing go
 * one each to the shares with the largest remainders.
 */

/** A weight as a finite non-negative number; anything else (NaN, negative, junk) counts as 0. */
function weight(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.replace(',', '.'))
        : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Whole percentages of `values`, in the same order, adding up to exactly 100.
 *
 * - Ties in the remainder go to the larger weight, then to the earlier entry (stable, so the
 *   same answer always renders the same way).
 * - Zero, negative, NaN and non-numeric entries count as 0 and get 0.
 * - When nothing is counted (empty list or all zeros) every entry is 0: there is no 100 to share.
 *
 * @example wholePercents([33.3, 33.3, 33.3]) // [34, 33, 33]
 * @example wholePercents(['49.5', 50.6])       // [49, 51]
 */
export function wholePercents(values: readonly unknown[]): number[] {
  const weights = values.map(weight);
  const largest = Math.max(0, ...weights);
  if (largest === 0) return weights.map(() => 0);
  // Divide by the largest first, so huge inputs cannot overflow the total to Infinity.
  const scaled = weights.map((w) => w / largest);
  const total = scaled.reduce((sum, w) => sum + w, 0);
  const exact = scaled.map((w) => (w / total) * 100);
  const out = exact.map((e) => Math.floor(e));
  let left = 100 - out.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e), w: weights[i] ?? 0 }))
    .filter((x) => x.w > 0)
    .sort((a, b) => b.rest - a.rest || b.w - a.w || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length) {
    out[order[k]!.i]! += 1;
    left -= 1;
  }
  return out;
}
