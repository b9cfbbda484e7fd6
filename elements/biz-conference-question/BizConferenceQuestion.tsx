/**
 * A question to a conference (docs/behaviour.md#conference-question: POST /conferences/question with `id, email, name,
 * message`). The shared form behaviour lives in `src/forms/`. The reader's text is kept
 * as a draft under `conference-question-draft-{conference-id}` (JSON `{"name","email",
 * "message"}`) until the server accepts the question.
 */
import { askConferenceQuestion } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import { plural } from '../../src/i18n/index.ts';
import { CHARACTERS, formText } from '../../src/i18n/ru/forms.ts';
import { FormField, FormStatus, RequiredNote, SubmitButton } from '../../src/forms/Field.tsx';
import {
  EMAIL,
  statusVerdict,
  textOf,
  useForm,
  type FieldErrors,
} from '../../src/forms/use-form.ts';
import { conferenceQuestionDraftKey } from '../../src/services/keys.ts';

/** Attributes of `<biz-conference-question>` as props. */
export interface ConferenceQuestionProps {
  /** `conference-id`: sent as `id`. */
  conferenceId?: string;
}

/** Shortest question the form sends, in characters. */
export const MIN_QUESTION = 5;

interface Values {
  name: string;
  email: string;
  message: string;
}

const read = (form: HTMLFormElement): Values => ({
  name: textOf(form, 'name'),
  email: textOf(form, 'email'),
  message: textOf(form, 'message'),
});

function validate({ name, email, message }: Values): FieldErrors {
  return {
    name: name ? undefined : formText('question.nameRequired'),
    email: !email
      ? formText('question.emailRequired')
      : EMAIL.test(email)
        ? undefined
        : formText('question.emailInvalid'),
    message: !message
      ? formText('question.messageRequired')
      : message.length < MIN_QUESTION
        ? formText('question.messageShort', { min: plural(MIN_QUESTION, CHARACTERS) })
        : undefined,
  };
}

/** The question form: name, e-mail, question. */
export function BizConferenceQuestion({
  conferenceId = '',
  host,
}: ConferenceQuestionProps & HostProps) {
  const id = conferenceId.trim();
  const form = useForm<Values>({
    host,
    name: 'conference-question',
    endpoint: '/conferences/question',
    failed: formText('question.failed'),
    sent: formText('question.sent'),
    read,
    validate,
    ready: Boolean(id),
    draft: id ? conferenceQuestionDraftKey(id) : undefined,
    send: (values, signal) =>
      askConferenceQuestion({ id, ...values }, { signal }).then(statusVerdict),
  });
  const { errors } = form;

  return (
    <form
      ref={form.formRef}
      part="form"
      noValidate
      aria-label={formText('question.label')}
      aria-busy={form.sending}
      onSubmit={form.onSubmit}
      onInput={form.onInput}
    >
      <RequiredNote />
      <FormField
        name="name"
        label={formText('question.name')}
        required
        error={errors.name}
        refusedBy={form.refusedBy}
      >
        {(control) => <input {...control} type="text" autoComplete="name" part="input" />}
      </FormField>
      <FormField
        name="email"
        label={formText('question.email')}
        required
        hint={formText('question.emailHint')}
        error={errors.email}
        refusedBy={form.refusedBy}
      >
        {(control) => (
          <input {...control} type="email" autoComplete="email" inputMode="email" part="input" />
        )}
      </FormField>
      <FormField
        name="message"
        label={formText('question.message')}
        required
        error={errors.message}
        refusedBy={form.refusedBy}
      >
        {(control) => <textarea {...control} rows={5} part="textarea" />}
      </FormField>
      <div className="actions">
        <SubmitButton label={formText('question.submit')} sending={form.sending} disabled={!id} />
      </div>
      <FormStatus
        failure={form.failure}
        refusal={form.refusal}
        refusalId={form.refusedBy}
        success={form.success}
        broken={id ? null : formText('question.noId')}
      />
    </form>
  );
}
