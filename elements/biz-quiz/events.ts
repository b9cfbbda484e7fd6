/** The events of `<biz-quiz>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

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

/** The events of `<biz-quiz>`: name → detail, documented. */
export interface QuizEvents {
  /** The server took an answer: `{quizId, questionId, variantId, correct}`. */
  'biz-quiz-answer': QuizAnswerDetail;
  /** The last question was answered: `{quizId, score, total, title}`. */
  'biz-quiz-complete': QuizCompleteDetail;
  /** An answer failed, or the definition is invalid (kind `validation`): `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-quiz': QuizEvents;
  }
}
