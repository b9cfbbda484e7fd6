import * as z from 'zod/mini';

/** POST /profile/update/userpic → `userpic`, the new avatar URL (spec 7). */
export const UserpicAnswer = z.looseObject({ userpic: z.string().check(z.minLength(1)) });
/** Type of {@link UserpicAnswer}. */
export type UserpicAnswer = z.infer<typeof UserpicAnswer>;
