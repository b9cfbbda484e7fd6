/**
 * Building blocks shared by the answer schemas. PHP backends often send numbers as strings
 * ("12") and flags as 0/1: these accept both and output the JS type.
 */
import * as z from 'zod/mini';

/** Largest |Unix time| in seconds a JS Date holds (±8.64e15 ms). */
export const MAX_UNIX_SECONDS = 8_640_000_000_000;

/** Whether `value` is a Unix time in seconds that a Date can hold (finite, within ±8.64e12 s). */
export function isUnixTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_UNIX_SECONDS;
}

/** A number sent as a number or a numeric string. */
export const num = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((v) => Number(v)),
);

/** An id sent as a number or a string; output as a string. */
export const id = z.pipe(
  z.union([z.number(), z.string().check(z.minLength(1))]),
  z.transform((v) => String(v)),
);

/** A server `status`: string, number or boolean (see `isSuccessStatus`). */
export const status = z.union([z.string(), z.number(), z.boolean()]);

/**
 * An answer whose shape the spec does not show (article rate, favourite, feedback, conference
 * question, poll and top-10 votes, comment rate and emoji, logout, typo, push token, favourite
 * removal), as the client reads it (`readAck` in src/api/client.ts): always an object
 * with a `status`, a success word for an empty 2xx, a 204, a bare success token or JSON that does
 * not say failure, a refusal word (with the server's `message`) for JSON that says failure.
 * Other fields are kept.
 */
export const AckAnswer = z.looseObject({ status });
/** Type of {@link AckAnswer}. */
export type AckAnswer = z.infer<typeof AckAnswer>;

/**
 * A Unix time in seconds (number or numeric string) that a Date can hold: `1e16` or `'abc'` fail,
 * so a reader that checks items one by one skips that item instead of crashing on the date.
 */
export const unixTime = num.check(z.refine(isUnixTime, 'timestamp outside the Date range'));
