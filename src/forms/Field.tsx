/** The pieces the forms area's forms are drawn with, and their shell {@link KitForm}. */
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { Failure } from '../element/hooks.ts';
import { formText } from '../i18n/ru/forms.ts';
import { Notice } from '../ui/Notice.tsx';
import forms from './forms.css?inline';

/** The kit's sheet (forms.css), for the `styles` of an element drawn with these pieces. */
export const formStyles: string = forms;

/** Props a field's control must carry (spread them on the `<input>`/`<textarea>`). */
interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** A hint under the label, read with the control. */
  hint?: string;
  /** The validation message; the control is marked invalid while there is one. */
  error?: string | undefined;
  /** The shown refusal's id (`useForm().refusedBy`): marks the control invalid, describes it. */
  refusedBy?: string | undefined;
  /** Draws the control with the given props. */
  children: (control: ControlProps) => ReactNode;
}

/** A mark for required fields: visible, hidden from assistive technology (`required` says it). */
export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** One labelled field: label (with the required mark), hint, control, validation message. */
export function FormField({
  name,
  label,
  required = false,
  hint,
  error,
  refusedBy,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', refusedBy ?? '', hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} part="field">
      <label htmlFor={id} part="label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="hint" part="hint">
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        required,
        'aria-invalid': Boolean(error || refusedBy),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error && (
        <p id={errorId} className="field-error" part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function RequiredNote() {
  return (
    <p className="required-note" part="required-note">
      {formText('form.requiredNote')}
    </p>
  );
}

interface SubmitButtonProps {
  label: string;
  sending: boolean;
  /** True when the form cannot be sent at all. */
  disabled?: boolean;
}

/** The submit button; sending, it reads «Отправляем…», only `aria-disabled` (keeps focus). */
function SubmitButton({ label, sending, disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      part="submit"
      className="submit"
      aria-disabled={sending || undefined}
      disabled={disabled}
    >
      {sending && <span className="spinner" aria-hidden="true" />}
      {sending ? formText('form.sending') : label}
    </button>
  );
}

interface FormStatusProps {
  failure: Failure | null;
  refusal: string | null;
  success: string | null;
  /** A message shown when the form cannot work at all (a missing attribute). */
  broken?: string | null;
  refusalId?: string | undefined;
}

/** The always-present box of notices, each its own live region (failures alert, others polite). */
function FormStatus({ failure, refusal, success, broken, refusalId }: FormStatusProps) {
  return (
    <div className="status" part="status">
      {broken && <Notice kind="error" message={broken} announce="polite" />}
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {!failure && refusal && <Notice kind="error" message={refusal} id={refusalId} />}
      {success && <Notice kind="success" message={success} />}
    </div>
  );
}

/** What {@link KitForm} takes from `useForm()` (src/forms/use-form.ts). */
interface KitFormState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  failure: Failure | null;
  refusal: string | null;
  refusedBy?: string | undefined;
  success: string | null;
}

interface KitFormProps {
  form: KitFormState;
  /** The form's accessible name (`aria-label`). */
  label: string;
  submit: string;
  /** Called on every input (e.g. `useForm().onInput`: re-checks after a failed submit). */
  onInput?: () => void;
  /** Shown as an error instead of sending when the element cannot work (e.g. no id). */
  broken?: string | null;
  /** Show the «* — обязательные поля» note above the fields (default true). */
  requiredNote?: boolean;
  children: ReactNode;
}

/** A form of the forms area: the note, `children` fields, the submit button and the notices. */
export function KitForm({
  form,
  label,
  submit,
  onInput,
  broken = null,
  requiredNote = true,
  children,
}: KitFormProps) {
  return (
    <form
      ref={form.formRef}
      part="form"
      noValidate
      aria-label={label}
      aria-busy={form.sending}
      onSubmit={form.onSubmit}
      onInput={onInput}
    >
      {requiredNote && <RequiredNote />}
      {children}
      <div className="actions">
        <SubmitButton label={submit} sending={form.sending} disabled={Boolean(broken)} />
      </div>
      <FormStatus
        failure={form.failure}
        refusal={form.refusal}
        refusalId={form.refusedBy}
        success={form.success}
        broken={broken}
      />
    </form>
  );
}
