import * as z from 'zod/mini';
import { isHttpOrRelative } from '../../services/url.ts';

/**
 * POST /profile/update/userpic → `userpic`, the new avatar URL (docs/server-contract.md). A URL that is not http(s)
 * or relative (`javascript:`, `data:`; see `src/services/url.ts`) fails validation: the upload
 * then reports a failure instead of storing it.
 */
export const UserpicAnswer = z.looseObject({
  userpic: z.string().check(z.minLength(1), z.refine(isHttpOrRelative, 'not an http(s) URL')),
});
/** Type of {@link UserpicAnswer}. */
export type UserpicAnswer = z.infer<typeof UserpicAnswer>;
