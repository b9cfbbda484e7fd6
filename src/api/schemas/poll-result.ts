import * as z from 'zod/mini';
import { id, num } from './common.ts';

/** GET /polls/result/{id}?fullpage → result rows `variant_id, variant_title, percent` (spec 3, 7). */
export const PollResultAnswer = z.array(
  z.looseObject({ variant_id: id, variant_title: z.string(), percent: num }),
);
/** Type of {@link PollResultAnswer}. */
export type PollResultAnswer = z.infer<typeof PollResultAnswer>;
