import * as z from 'zod/mini';
import { status } from './common.ts';

/** POST {login action} → `status, message, username` (set on success), `userpic`. */
export const LoginAnswer = z.lazy(() =>
  z.looseObject({
    status,
    message: z.optional(z.string()),
    username: z.optional(z.string()),
    userpic: z.optional(z.nullable(z.string())),
  }),
);
/** Type of {@link LoginAnswer}. */
export type LoginAnswer = z.infer<typeof LoginAnswer>;
