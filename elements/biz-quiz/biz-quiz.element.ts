import { createElementClass } from '../../src/element/define.ts';
import { variantCardStyles } from '../../src/ui/variant-card.ts';
import { resultBarsStyles } from '../../src/ui/ResultBars.tsx';
import { BizQuiz, type QuizProps } from './BizQuiz.tsx';
import { quizAttributes } from './attributes.ts';
import css from './biz-quiz.css?inline';

/**
 * Quiz from the page's JSON definition (docs/behaviour.md#quiz).
 *
 * @summary Quiz from a JSON definition: answers, shares, score range.
 * @tagname biz-quiz
 * @slot - The quiz definition, `<script type="application/json">`, read when the element starts and whenever it changes; any other content (e.g. a fallback for readers without JavaScript) is not shown once the element runs.
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
