/** The events `<biz-quiz>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-quiz-answer`: an answer the server accepted. */
export interface QuizAnswerDetail {
  quizId: string;
  /** The question's id (sent as `vote_id`). */
  questionId: string;
  variantId: string;
  correct: boolean;
}

/** Detail of `biz-quiz-complete`: the last question was answered. */
export interface QuizCompleteDetail {
  quizId: string;
  /** Right answers. */
  score: number;
  /** Questions. */
  total: number;
  /** Title of the score range the score falls in ('' when none does). */
  title: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-quiz-answer': QuizAnswerDetail;
    'biz-quiz-complete': QuizCompleteDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-quiz-answer': CustomEvent<QuizAnswerDetail>;
    'biz-quiz-complete': CustomEvent<QuizCompleteDetail>;
  }
}
