import { createElementClass } from '../../src/element/define.ts';
import { variantCardStyles } from '../../src/ui/variant-card.ts';
import { resultBarsStyles } from '../../src/ui/ResultBars.tsx';
import { BizQuiz, type QuizProps } from './BizQuiz.tsx';
import { quizAttributes } from './attributes.ts';
import css from './biz-quiz.css?inline';

/**
 * Quiz (docs/behaviour.md#quiz). The page defines the questions, their variants, the right answers and the
 * score ranges in a JSON child `<script type="application/json">` (shape: `quiz-schema.ts`),
 * validated with zod; when it is missing or invalid a Russian message takes the quiz's place and
 * `biz-error` is dispatched with kind `validation`. One question at a time, as a fieldset of radio
 * buttons: each answer posts /process/quiz-vote with `vote_id` (the question's id), `variant` and
 * `token`, then shows whether it was right and how readers answered («Деревообработка — 57 %»,
 * whole percents adding up to 100). The final score («Ваш результат: 4 из 5») picks its range's
 * title and text. Progress is remembered in localStorage `quiz{id}` and followed in every tab:
 * a reload shows the result, with «Пройти ещё раз». A failed answer is rolled back with a message
 * and a retry, the choice kept; a double click sends one answer.
 *
 * @summary Quiz from a JSON definition: answers, shares, score range.
 * @tagname biz-quiz
 *
 * @slot - The quiz definition, `<script type="application/json">`, read when the element starts and whenever it changes; any other content (e.g. a fallback for readers without JavaScript) is not shown once the element runs.
 *
 * @csspart title - The quiz title.
 * @csspart progress - «Вопрос 2 из 5».
 * @csspart question - The fieldset of the current question.
 * @csspart variant - One variant: a label with its radio button.
 * @csspart answer - The «Ответить» button.
 * @csspart verdict - «Верно!» or «Неверно.» after an answer.
 * @csspart results - How readers answered (list).
 * @csspart result - One variant's share; `result-correct` / `result-wrong` mark the right answer and a wrong choice.
 * @csspart bar - The decorative bar of a share.
 * @csspart explanation - The question's explanation.
 * @csspart next - «Следующий вопрос» / «Узнать результат».
 * @csspart score - «Ваш результат: N из M».
 * @csspart range-title - The title of the score's range.
 * @csspart range-text - The text of the score's range.
 * @csspart restart - «Пройти ещё раз».
 * @csspart status - The live region with notices.
 * @csspart error - A failure message (also the message replacing an invalid quiz).
 * @csspart retry - The retry button inside a failure message.
 *
 * @cssproperty --biz-accent - Buttons and bars.
 * @cssproperty --biz-positive - Right answers.
 * @cssproperty --biz-negative - Wrong answers.
 * @cssproperty --biz-surface-alt - Bar track and panel.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizQuizElement extends createElementClass<QuizProps>({
  component: BizQuiz,
  attributes: quizAttributes,
  styles: [resultBarsStyles, variantCardStyles, css],
}) {}
