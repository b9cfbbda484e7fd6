import * as z from 'zod/mini';
import { status } from './common.ts';

/** POST /comments/send → `status`: success, `not_active` (unconfirmed or banned) or a failure. */
export const CommentSendAnswer = z.lazy(() =>
  z.looseObject({
    status,
    message: z.optional(z.string()),
  }),
);
/** Type of {@link CommentSendAnswer}. */
export type CommentSendAnswer = z.infer<typeof CommentSendAnswer>;
