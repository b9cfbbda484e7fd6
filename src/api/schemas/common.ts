/** Shared schema parts. The PHP backend sends numbers as strings ("12"): these accept both. */
import * as z from 'zod/mini';

/** Largest |Unix time| in seconds a JS Date holds (±8.64e15 ms). */
export const MAX_UNIX_SECONDS = 8_640_000_000_000;

/** Whether `value` is a Unix time in seconds that a Date can hold (finite, within ±8.64e12 s). */
export function isUnixTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_UNIX_SECONDS;
}

/** A number sent as a number or a numeric string. */
export const num = z.lazy(() =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
    z.transform((v) => Number(v)),
  ),
);

/** An id sent as a number or a string; output as a string. */
export const id = z.lazy(() =>
  z.pipe(
    z.union([z.number(), z.string().check(z.minLength(1))]),
    z.transform((v) => String(v)),
  ),
);

/** A server `status`: string, number or boolean (see `isSuccessStatus`). */
export const status = z.lazy(() => z.union([z.string(), z.number(), z.boolean()]));

/** An answer the spec does not show, as `readAck` reads it: a `status` (and `message`) at least. */
export const AckAnswer = z.lazy(() => z.looseObject({ status }));
/** Type of {@link AckAnswer}. */
export type AckAnswer = z.infer<typeof AckAnswer>;

/** A Unix time in seconds (number or numeric string) that a Date can hold; else it fails. */
export const unixTime = num.check(z.refine(isUnixTime, 'timestamp outside the Date range'));
