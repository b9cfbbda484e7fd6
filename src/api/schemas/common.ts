/**
 * Building blocks shared by the answer schemas. PHP backends often send numbers as strings
 * ("12") and flags as 0/1: these accept both and output the JS type.
 */
import * as z from 'zod/mini';

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

/** An answer whose shape the spec does not show: any JSON object (or an empty 2xx body). */
export const AckAnswer = z.looseObject({ status: z.optional(status) });
/** Type of {@link AckAnswer}. */
export type AckAnswer = z.infer<typeof AckAnswer>;
