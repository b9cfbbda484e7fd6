import * as z from 'zod/mini';
import { status } from './common.ts';

/** A mention suggestion. */
export const MentionUser = z.lazy(() =>
  z.looseObject({
    username: z.string(),
    nickname: z.string(),
    userpic: z.optional(z.nullable(z.string())),
  }),
);
/** Type of {@link MentionUser}. */
export type MentionUser = z.infer<typeof MentionUser>;

/** GET /users/ajax/{partial} → `status, data` (username, nickname, userpic). */
export const UsersAnswer = z.lazy(() =>
  z.looseObject({
    status,
    data: z._default(z.array(MentionUser), []),
  }),
);
/** Type of {@link UsersAnswer}. */
export type UsersAnswer = z.infer<typeof UsersAnswer>;
