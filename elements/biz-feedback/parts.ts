import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-feedback>`: part name → what it is. */
export const feedbackParts = defineParts({
  form: 'The form.',
  field: 'One field: label, hint, control and validation message.',
  label: "A field's label.",
  hint: "A field's hint.",
  textarea: 'The message.',
  input: 'The contact input.',
  'field-error': "A field's validation message.",
  'required-note': 'The note explaining the * mark.',
  submit: 'The submit button («Отправляем…» while sending).',
  status: 'The live region with notices.',
  notice: 'The success notice (gone after 3 s).',
  error: 'A failure or refusal message.',
  retry: 'The retry button inside a failure message.',
});
