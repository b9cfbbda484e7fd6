import { createElementClass } from '../../src/element/define.ts';
import { formStyles } from '../../src/forms/Field.tsx';
import { BizCareerForm, type CareerFormProps } from './BizCareerForm.tsx';
import { careerFormAttributes } from './attributes.ts';
import css from './biz-career-form.css?inline';

/**
 * Résumé upload for a vacancy (docs/behaviour.md#career-form).
 *
 * @summary Résumé upload with drag and drop and checks before sending.
 * @tagname biz-career-form
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
