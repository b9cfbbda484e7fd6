/** The demo backend's quiz, as tests of `<biz-quiz>` read it. */
import { parseQuiz, type QuizDefinition } from '../../../elements/biz-quiz/quiz-schema.ts';
import { DEMO_QUIZ } from '../../../mocks/seed/polls.ts';

/** A deep copy of the demo quiz's JSON, free to change. */
export const demo = () =>
  JSON.parse(JSON.stringify(DEMO_QUIZ)) as Record<string, unknown> & typeof DEMO_QUIZ;

/** The demo quiz, parsed; throws when it does not parse. */
export const quiz = (): QuizDefinition => {
  const parsed = parseQuiz(JSON.stringify(DEMO_QUIZ));
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.quiz;
};
