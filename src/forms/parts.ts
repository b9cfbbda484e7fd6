import { defineParts } from '../element/parts.ts';

/** The shadow parts the form kit (Field.tsx) renders, spread into the parts map of each form element. */
export const formParts = defineParts({
  form: 'The form.',
  field: 'One field: label, hint, control and validation message.',
  label: "A field's label.",
  hint: "A field's hint.",
  'field-error': "A field's validation message.",
  'required-note': 'The note explaining the * mark.',
  submit: 'The submit button («Отправляем…» while sending).',
  status: 'The live region with notices.',
});
