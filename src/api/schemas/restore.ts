import * as z from 'zod/mini';
import { num, status } from './common.ts';

/**
 * POST {restore form action} → `status, type, message`: type 0 or 3 shows the message in the
 * error block, 2 or 4 opens the restore error modal, others are only logged.
 */
export const RestoreAnswer = z.lazy(() =>
  z.looseObject({
    status,
    type: z.optional(num),
    message: z.optional(z.string()),
  }),
);
/** Type of {@link RestoreAnswer}. */
export type RestoreAnswer = z.infer<typeof RestoreAnswer>;
