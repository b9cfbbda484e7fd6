import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-quiz>`: part name → what it is. */
export const quizParts = defineParts({
  title: 'The quiz title.',
  progress: '«Вопрос 2 из 5».',
  question: 'The fieldset of the current question.',
  variant: 'One variant: a label with its radio button.',
  answer: 'The «Ответить» button.',
  verdict: '«Верно!» or «Неверно.» after an answer.',
  results: 'How readers answered (list).',
  result: "One variant's share.",
  'result-correct': "The right answer's share (also `result`).",
  'result-wrong': "A wrong choice's share (also `result`).",
  bar: 'The decorative bar of a share.',
  explanation: "The question's explanation.",
  next: '«Следующий вопрос» / «Узнать результат».',
  score: '«Ваш результат: N из M».',
  'range-title': "The title of the score's range.",
  'range-text': "The text of the score's range.",
  restart: '«Пройти ещё раз».',
  status: 'The live region with notices.',
  error: 'A failure message (also the message replacing an invalid quiz).',
  retry: 'The retry button inside a failure message.',
});
