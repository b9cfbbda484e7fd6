import * as z from 'zod/mini';

/**
 * GET {link from a data attribute} → JSON `html, href, current_url` (docs/server-contract.md#news-lists). `href` is the
 * next link: empty or null when there is no more. `html` is sanitized before use.
 */
export const LoadMoreAnswer = z.looseObject({
  html: z.string(),
  href: z.optional(z.nullable(z.string())),
  current_url: z.optional(z.nullable(z.string())),
});
/** Type of {@link LoadMoreAnswer}. */
export type LoadMoreAnswer = z.infer<typeof LoadMoreAnswer>;
