import * as z from 'zod/mini';
import { status } from './common.ts';

/**
 * POST /comments/send → `status` (spec 7): success values (see `isSuccessStatus`),
 * `not_active` (unconfirmed or banned, spec 6, 8) or any other failure.
 */
export const CommentSendAnswer = z.looseObject({
  status,
  message: z.optional(z.string()),
});
/** Type of {@link CommentSendAnswer}. */
export type CommentSendAnswer = z.infer<typeof CommentSendAnswer>;
