/**
 * The feedback form (docs/behaviour.md#feedback: POST {action} with `message, contact, token`). The shared form
 * behaviour lives in `src/forms/`. The reader's text is kept as a draft under
 * `feedback-draft-{action path}` (e.g. `feedback-draft-/feedback`, JSON `{"message","contact"}`)
 * until the server accepts it.
 */
import { sendFeedback } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import { plural } from '../../src/i18n/index.ts';
import { CHARACTERS, formText } from '../../src/i18n/ru/forms.ts';
import { FormField, FormStatus, RequiredNote, SubmitButton } from '../../src/forms/Field.tsx';
import {
  EMAIL,
  looksLikePhone,
  statusVerdict,
  textOf,
  useForm,
  type FieldErrors,
} from '../../src/forms/use-form.ts';
import { feedbackDraftKey } from '../../src/services/keys.ts';

/** Attributes of `<biz-feedback>` as props. */
export interface FeedbackProps {
  /** `action`: where the form posts (the site's feedback form action). */
  action?: string;
}

/** Where the form posts without an `action` (the demo backend's path). */
export const DEFAULT_FEEDBACK_ACTION = '/feedback';

/** Shortest message the form sends, in characters. */
export const MIN_FEEDBACK = 10;

interface Values {
  message: string;
  contact: string;
}

const read = (form: HTMLFormElement): Values => ({
  message: textOf(form, 'message'),
  contact: textOf(form, 'contact'),
});

function validate({ message, contact }: Values): FieldErrors {
  return {
    message: !message
      ? formText('feedback.messageRequired')
      : message.length < MIN_FEEDBACK
        ? formText('feedback.messageShort', { min: plural(MIN_FEEDBACK, CHARACTERS) })
        : undefined,
    contact:
      !contact || EMAIL.test(contact) || looksLikePhone(contact)
        ? undefined
        : formText('feedback.contactInvalid'),
  };
}

/** The feedback form: message and an optional contact. */
export function BizFeedback({ action, host }: FeedbackProps & HostProps) {
  const url = action?.trim() || DEFAULT_FEEDBACK_ACTION;
  const form = useForm<Values>({
    host,
    name: 'feedback',
    endpoint: url.split('?')[0] ?? url,
    draft: feedbackDraftKey(url.split('?')[0] ?? url),
    failed: formText('feedback.failed'),
    sent: formText('feedback.sent'),
    read,
    validate,
    send: (values, signal) => sendFeedback(url, values, { signal }).then(statusVerdict),
  });
  const { errors } = form;

  return (
    <form
      ref={form.formRef}
      part="form"
      noValidate
      aria-label={formText('feedback.label')}
      aria-busy={form.sending}
      onSubmit={form.onSubmit}
      onInput={form.onInput}
    >
      <RequiredNote />
      <FormField
        name="message"
        label={formText('feedback.message')}
        required
        error={errors.message}
        refusedBy={form.refusedBy}
      >
        {(control) => <textarea {...control} rows={5} part="textarea" />}
      </FormField>
      <FormField
        name="contact"
        label={formText('feedback.contact')}
        hint={formText('feedback.contactHint')}
        error={errors.contact}
        refusedBy={form.refusedBy}
      >
        {(control) => <input {...control} type="text" autoComplete="email" part="input" />}
      </FormField>
      <div className="actions">
        <SubmitButton label={formText('feedback.submit')} sending={form.sending} />
      </div>
      <FormStatus
        failure={form.failure}
        refusal={form.refusal}
        refusalId={form.refusedBy}
        success={form.success}
      />
    </form>
  );
}
