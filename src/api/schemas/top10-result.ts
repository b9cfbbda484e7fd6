import * as z from 'zod/mini';
import { id, num } from './common.ts';

/** POST /polls/top10/result → entries `id, title, count, percent` (assumed; spec shows none). */
export const Top10ResultAnswer = z.lazy(() =>
  z.array(z.looseObject({ id, title: z.string(), count: num, percent: num })),
);
/** Type of {@link Top10ResultAnswer}. */
export type Top10ResultAnswer = z.infer<typeof Top10ResultAnswer>;
