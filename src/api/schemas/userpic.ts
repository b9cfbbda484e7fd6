import * as z from 'zod/mini';
import { isHttpOrRelative } from '../../services/url.ts';

/** POST /profile/update/userpic → `userpic`, the new URL; not http(s) or relative: a failure. */
export const UserpicAnswer = z.lazy(() =>
  z.looseObject({
    userpic: z.string().check(z.minLength(1), z.refine(isHttpOrRelative, 'not an http(s) URL')),
  }),
);
/** Type of {@link UserpicAnswer}. */
export type UserpicAnswer = z.infer<typeof UserpicAnswer>;
