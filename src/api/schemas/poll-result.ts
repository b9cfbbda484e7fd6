import * as z from 'zod/mini';
import { CAPS } from '../caps.ts';
import { capped } from './capped.ts';
import { id, num } from './common.ts';

/**
 * GET /polls/result/{id}?fullpage → result rows `variant_id, variant_title, percent` (docs/server-contract.md#votes).
 * At most CAPS.pollRows + 1 rows are read: more means the answer was cut.
 */
export const PollResultAnswer = capped(
  z.looseObject({ variant_id: id, variant_title: z.string(), percent: num }),
  CAPS.pollRows,
);
/** Type of {@link PollResultAnswer}. */
export type PollResultAnswer = z.infer<typeof PollResultAnswer>;
