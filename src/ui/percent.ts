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
 * Whole percents of weights `values` (junk: 0) adding up to 100 by largest remainder (ties: larger
 * weight, then earlier); all 0 when nothing counts. `[33.3 ×3]` → `[34, 33, 33]`.
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
