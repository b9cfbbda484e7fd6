import * as z from 'zod/mini';
import { CAPS } from '../caps.ts';
import { capped } from './capped.ts';
import { id, num } from './common.ts';

/** GET /polls/result/{id}?fullpage → rows `variant_id, variant_title, percent` (capped). */
export const PollResultAnswer = z.lazy(() =>
  capped(z.looseObject({ variant_id: id, variant_title: z.string(), percent: num }), CAPS.pollRows),
);
/** Type of {@link PollResultAnswer}. */
export type PollResultAnswer = z.infer<typeof PollResultAnswer>;
