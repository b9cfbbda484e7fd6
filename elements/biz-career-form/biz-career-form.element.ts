import { createElementClass } from '../../src/element/define.ts';
import { formStyles } from '../../src/forms/Field.tsx';
import { BizCareerForm, type CareerFormProps } from './BizCareerForm.tsx';
import { careerFormAttributes } from './attributes.ts';
import css from './biz-career-form.css?inline';

/**
 * Résumé upload for a vacancy (docs/behaviour.md#career-form): POST /career/ajax/send_email, multipart
 * `career_file` (the file) and `career_id`; an answer with `state: 'ok'` means sent. The file is
 * chosen with the picker button or dropped on the drop zone (the zone is keyboard operable
 * through the picker). Before anything is sent the file is checked: PDF, DOC, DOCX, RTF or ODT
 * by extension and MIME type, not empty, at most `max-size` megabytes; a file that fails is
 * explained at once with its name and size, and a good one is shown with its name and size
 * (Russian units, Intl) and can be removed. «Отправляем…» while sending, no double send; on
 * success a notice shows for 3 s (docs/behaviour.md#career-form); on a failed call the chosen file stays and a Russian
 * message explains it, with a retry; `{state: 'error', message}` shows the server's message.
 *
 * @summary Résumé upload with drag and drop and checks before sending.
 * @tagname biz-career-form
 *
 * @csspart form - The form.
 * @csspart fieldset - The résumé group.
 * @csspart legend - «Резюме» with the required mark.
 * @csspart dropzone - The drop zone.
 * @csspart pick - The button that opens the file picker.
 * @csspart hint - Allowed formats and the size limit.
 * @csspart file - The chosen file: icon, name, size, remove button.
 * @csspart file-name - The chosen file's name.
 * @csspart file-size - The chosen file's size («1,5 МБ»).
 * @csspart remove - Removes the chosen file.
 * @csspart field-error - Why the file was not taken, or that one is needed.
 * @csspart submit - The submit button («Отправляем…» while sending).
 * @csspart status - The live region with notices.
 * @csspart notice - The success notice (gone after 3 s).
 * @csspart error - A failure or refusal message.
 * @csspart retry - The retry button inside a failure message.
 *
 * @cssproperty --biz-accent - Submit button, picker, drop zone while a file is dragged over it.
 * @cssproperty --biz-negative - Required mark, errors.
 * @cssproperty --biz-border - Drop zone border.
 * @cssproperty --biz-surface-alt - Drop zone background.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizCareerFormElement extends createElementClass<CareerFormProps>({
  component: BizCareerForm,
  attributes: careerFormAttributes,
  styles: [formStyles, css],
}) {}
