import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-career-form>`: part name → what it is. */
export const careerFormParts = defineParts({
  form: 'The form.',
  fieldset: 'The résumé group.',
  legend: '«Резюме» with the required mark.',
  dropzone: 'The drop zone.',
  pick: 'The button that opens the file picker.',
  hint: 'Allowed formats and the size limit.',
  file: 'The chosen file: icon, name, size, remove button.',
  'file-name': "The chosen file's name.",
  'file-size': "The chosen file's size («1,5 МБ»).",
  remove: 'Removes the chosen file.',
  'field-error': 'Why the file was not taken, or that one is needed.',
  submit: 'The submit button («Отправляем…» while sending).',
  status: 'The live region with notices.',
  notice: 'The success notice (gone after 3 s).',
  error: 'A failure or refusal message.',
  retry: 'The retry button inside a failure message.',
});
