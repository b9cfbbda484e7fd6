import * as z from 'zod/mini';
import { status } from './common.ts';

/** `{status, message}` of the password change and register calls; no `message` on success. */
export const StatusMessageAnswer = z.lazy(() =>
  z.looseObject({
    status,
    message: z.optional(z.string()),
  }),
);
/** Type of {@link StatusMessageAnswer}. */
export type StatusMessageAnswer = z.infer<typeof StatusMessageAnswer>;
