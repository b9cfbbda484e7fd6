import * as z from 'zod/mini';
import { status } from './common.ts';

/**
 * `{status, message}`: the password change (spec 7 "POST {restore form action} (password change)")
 * and the register call (spec 7 "POST {register action}": "status, message (shape otherwise not
 * shown)"). `message` may be missing on success.
 */
export const StatusMessageAnswer = z.looseObject({
  status,
  message: z.optional(z.string()),
});
/** Type of {@link StatusMessageAnswer}. */
export type StatusMessageAnswer = z.infer<typeof StatusMessageAnswer>;
