import { defineParts } from '../../src/element/parts.ts';
import { formParts } from '../../src/forms/parts.ts';

/** The shadow parts of `<biz-conference-question>`: part name → what it is. */
export const conferenceQuestionParts = defineParts({
  ...formParts,
  input: 'The name and e-mail inputs.',
  textarea: 'The question.',
  notice: 'The success notice (gone after 3 s).',
  error: 'A failure or refusal message.',
  retry: 'The retry button inside a failure message.',
});
