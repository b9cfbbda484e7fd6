import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-poll>`: part name → what it is. */
export const pollParts = defineParts({
  fieldset: 'The fieldset of variants (open).',
  question: 'The question (the legend when open).',
  variant: 'One variant: a label with its radio button.',
  vote: "The vote button; reads 'вы проголосовали' or 'голосование завершено' once done.",
  results: 'The result list.',
  result: 'One result row («Да — 43 %» and its bar).',
  'result-chosen': "The row of the reader's choice (also `result`).",
  bar: 'The decorative bar of a result row.',
  status: 'The live region with notices.',
  notice: 'The thank-you message.',
  error: 'A failure message.',
  retry: 'The retry button inside a failure message.',
  capped: '«Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).',
});
