import * as z from 'zod/mini';
import { num } from './common.ts';

/** POST {search form action} → `total_found, html` (sanitized before use). */
export const SearchAnswer = z.lazy(() =>
  z.looseObject({
    total_found: num,
    html: z.string(),
  }),
);
/** Type of {@link SearchAnswer}. */
export type SearchAnswer = z.infer<typeof SearchAnswer>;
