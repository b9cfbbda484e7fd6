import * as z from 'zod/mini';
import { status } from './common.ts';

/**
 * POST /comments/send → `status` (docs/server-contract.md#comments): success values (see `isSuccessStatus`),
 * `not_active` (unconfirmed or banned, docs/server-contract.md#comments) or any other failure.
 */
export const CommentSendAnswer = z.looseObject({
  status,
  message: z.optional(z.string()),
});
/** Type of {@link CommentSendAnswer}. */
export type CommentSendAnswer = z.infer<typeof CommentSendAnswer>;
