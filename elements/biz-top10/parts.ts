import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-top10>`: part name → what it is. */
export const top10Parts = defineParts({
  results: 'The ordered list of variants.',
  result: 'One variant: its text («Банк — 12 %»), bar and vote button.',
  bar: 'The decorative bar of a variant.',
  vote: 'A vote button (`aria-pressed="true"` once voted).',
  voted: 'A vote button that is voted.',
  count: 'The count inside a voted button.',
  status: 'The live region with notices.',
  notice: "The server's note on a vote it already had.",
  error: 'A failure message.',
  retry: 'The retry button inside a failure message.',
});
