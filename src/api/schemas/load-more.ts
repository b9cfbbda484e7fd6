import * as z from 'zod/mini';

/** GET {load-more link} → `html` (sanitized before use), `href` (empty: no more), `current_url`. */
export const LoadMoreAnswer = z.lazy(() =>
  z.looseObject({
    html: z.string(),
    href: z.optional(z.nullable(z.string())),
    current_url: z.optional(z.nullable(z.string())),
  }),
);
/** Type of {@link LoadMoreAnswer}. */
export type LoadMoreAnswer = z.infer<typeof LoadMoreAnswer>;
