import { defineParts } from '../../src/element/parts.ts';
import { formParts } from '../../src/forms/parts.ts';

/** The shadow parts of `<biz-feedback>`: part name → what it is. */
export const feedbackParts = defineParts({
  ...formParts,
  textarea: 'The message.',
  input: 'The contact input.',
  notice: 'The success notice (gone after 3 s).',
  error: 'A failure or refusal message.',
  retry: 'The retry button inside a failure message.',
});
