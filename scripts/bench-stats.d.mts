/** A figure's mean and its 95 % confidence interval, from `n` values or pairs. */
export interface Interval {
  mean: number;
  lo: number;
  hi: number;
  n: number;
}
/** The mean of `xs` (or of the paired differences `xs[i] − ys[i]`) with its 95 % t-interval. */
export declare function interval(xs: number[], ys?: number[]): Interval;
/** 'met', 'missed' or 'not shown' (the interval straddles the upper `budget`). */
export declare function judge(figure: Interval, budget: number): 'met' | 'missed' | 'not shown';
/** `mean (95 % CI lo…hi, n N)`. */
export declare function formatInterval(
  figure: Interval,
  options?: { digits?: number; signed?: boolean; unit?: string },
): string;
/** `asked`, or one more when even. */
export declare function oddRuns(asked: number): number;
/** The median of the finite values of `xs`. */
export declare function median(xs: number[]): number;
/** A share of views: `k` of `n`, with its exact 95 % interval as fractions 0…1. */
export interface Share {
  k: number;
  n: number;
  lo: number;
  hi: number;
}
/** `k` of `n` with its Clopper–Pearson 95 % interval (NaN without views). */
export declare function share(k: number, n: number): Share;
/** `k of n (95 % CI lo–hi %)`. */
export declare function formatShare(figure: Share): string;
