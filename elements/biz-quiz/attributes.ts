/** The attributes of `<biz-quiz>` (src/element/attributes.ts); the `@attr` lines of biz-quiz.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-quiz>`: camelCase prop → type, default and validity. */
export const quizAttributes = defineAttributes({
  /** `quiz-id`: names the stored progress `quiz{id}`; absent, the definition's `id` (decided by the component). */
  quizId: { type: 'string' },
});
