import * as z from 'zod/mini';
import { id, num } from './common.ts';

/** POST /process/quiz-vote → per-variant percent. */
export const QuizVoteAnswer = z.lazy(() => z.array(z.looseObject({ variant: id, percent: num })));
/** Type of {@link QuizVoteAnswer}. */
export type QuizVoteAnswer = z.infer<typeof QuizVoteAnswer>;
