import * as z from 'zod/mini';

/** POST /career/ajax/send_email → `state` ('ok': sent); `message` is assumed. */
export const CareerAnswer = z.lazy(() =>
  z.looseObject({
    state: z.string(),
    message: z.optional(z.string()),
  }),
);
/** Type of {@link CareerAnswer}. */
export type CareerAnswer = z.infer<typeof CareerAnswer>;
