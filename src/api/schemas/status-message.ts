import * as z from 'zod/mini';
import { status } from './common.ts';

/**
 * `{status, message}`: the password change (docs/server-contract.md#accounts)
 * and the register call (docs/server-contract.md#accounts: "status, message (shape otherwise not
 * shown)"). `message` may be missing on success.
 */
export const StatusMessageAnswer = z.looseObject({
  status,
  message: z.optional(z.string()),
});
/** Type of {@link StatusMessageAnswer}. */
export type StatusMessageAnswer = z.infer<typeof StatusMessageAnswer>;
