import * as z from 'zod/mini';
import { id, num } from './common.ts';

/**
 * POST /polls/top10/result → entries `id, title, count, percent` (docs/server-contract.md#votes). The spec says the
 * answer is "not shown"; this is the narrowest shape that gives docs/server-contract.md#votes's entry fields.
 */
export const Top10ResultAnswer = z.array(
  z.looseObject({ id, title: z.string(), count: num, percent: num }),
);
/** Type of {@link Top10ResultAnswer}. */
export type Top10ResultAnswer = z.infer<typeof Top10ResultAnswer>;
