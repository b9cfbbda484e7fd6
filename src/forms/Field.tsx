/**
 * The pieces every form of the forms area is drawn with: a labelled field with its required mark,
 * hint and validation message (linked with `aria-describedby`), the submit button with progress,
 * the live region of notices, the «* — обязательные поля» note, and the form shell that puts
 * them around a form's own fields ({@link KitForm}).
 */
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { Failure } from '../element/hooks.ts';
import { formText } from '../i18n/ru/forms.ts';
import { Notice } from '../ui/Notice.tsx';
import forms from './forms.css?inline';

/**
 * The kit's fields and buttons (forms.css), as CSS text for the `styles` of an element drawn with
 * these pieces (feedback, career, conference question). Beside the pieces, so it loads with them.
 */
export const formStyles: string = forms;

/** Props a field's control must carry (spread them on the `<input>`/`<textarea>`). */
interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** Props of {@link FormField}. */
interface FormFieldProps {
  /** The field's name (as sent). */
  name: string;
  /** The Russian label, tied to the control with `for`. */
  label: string;
  required?: boolean;
  /** A hint under the label, read with the control. */
  hint?: string;
  /** The validation message; the control is marked invalid while there is one. */
  error?: string | undefined;
  /**
   * The id of the server's refusal of the last send (`useForm().refusedBy`), while one shows:
   * the control is marked invalid too and described by it (the server said what is wrong).
   */
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

/** The note that explains the required mark. */
function RequiredNote() {
  return (
    <p className="required-note" part="required-note">
      {formText('form.requiredNote')}
    </p>
  );
}

/** Props of {@link SubmitButton}. */
interface SubmitButtonProps {
  label: string;
  sending: boolean;
  /** True when the form cannot be sent at all. */
  disabled?: boolean;
}

/**
 * The submit button. While sending it reads «Отправляем…» with a spinner and is
 * `aria-disabled` (not `disabled`, so keyboard focus stays on it); the form ignores a second
 * submit meanwhile.
 */
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

/** Props of {@link FormStatus}. */
interface FormStatusProps {
  failure: Failure | null;
  refusal: string | null;
  success: string | null;
  /** A message shown when the form cannot work at all (a missing attribute). */
  broken?: string | null;
  /** The refusal's id (`useForm().refusedBy`): the fields point at it. */
  refusalId?: string | undefined;
}

/**
 * The always-present box of the form's notices. Each notice is its own live region, so nothing
 * sits inside two: the success notice and a form that cannot work are polite (`role="status"`),
 * a failed or refused send (the reader's own action) an alert.
 */
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
  /** The id of the refusal on show, which the fields point at (`useForm().refusedBy`). */
  refusedBy?: string | undefined;
  success: string | null;
}

/** Props of {@link KitForm}. */
interface KitFormProps {
  /** The form's state from `useForm()`. */
  form: KitFormState;
  /** The form's accessible name (`aria-label`). */
  label: string;
  /** The submit button's text. */
  submit: string;
  /** Called on every input (e.g. `useForm().onInput`: re-checks after a failed submit). */
  onInput?: () => void;
  /** Shown as an error instead of sending when the element cannot work (e.g. no id). */
  broken?: string | null;
  /** Show the «* — обязательные поля» note above the fields (default true). */
  requiredNote?: boolean;
  /** The form's own fields. */
  children: ReactNode;
}

/**
 * The shell of a form of the forms area: `<form part="form">` named by `label` and busy while
 * sending, the required-fields note, the fields, the submit button (disabled while `broken`)
 * and the live region of notices.
 */
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
