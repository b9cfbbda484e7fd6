/**
 * A question to a conference (docs/behaviour.md#conference-question: POST /conferences/question with `id, email, name,
 * message`). The shared form behaviour lives in `src/forms/`. The reader's text is kept
 * as a draft under `conference-question-draft-{conference-id}` (JSON `{"name","email",
 * "message"}`) until the server accepts the question.
 */
import { askConferenceQuestion } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { conferenceQuestionAttributes } from './attributes.ts';
import { plural } from '../../src/i18n/index.ts';
import { CHARACTERS } from '../../src/i18n/ru/forms.ts';
import { FormField, KitForm } from '../../src/forms/Field.tsx';
import {
  EMAIL,
  statusVerdict,
  textOf,
  useForm,
  type FieldErrors,
} from '../../src/forms/use-form.ts';
import { conferenceQuestionDraftKey } from '../../src/services/keys.ts';
import { conferenceQuestionText } from './strings.ts';

/** Attributes of `<biz-conference-question>` as props, defaults applied (./attributes.ts). */
export type ConferenceQuestionProps = AttributeProps<typeof conferenceQuestionAttributes>;

/** Shortest question the form sends, in characters. */
const MIN_QUESTION = 5;

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
    name: name ? undefined : conferenceQuestionText('question.nameRequired'),
    email: !email
      ? conferenceQuestionText('question.emailRequired')
      : EMAIL.test(email)
        ? undefined
        : conferenceQuestionText('question.emailInvalid'),
    message: !message
      ? conferenceQuestionText('question.messageRequired')
      : message.length < MIN_QUESTION
        ? conferenceQuestionText('question.messageShort', { min: plural(MIN_QUESTION, CHARACTERS) })
        : undefined,
  };
}

/** The question form: name, e-mail, question. */
export function BizConferenceQuestion({ conferenceId, host }: ConferenceQuestionProps & HostProps) {
  const id = conferenceId.trim();
  const form = useForm<Values>({
    host,
    name: 'conference-question',
    endpoint: '/conferences/question',
    failed: conferenceQuestionText('question.failed'),
    sent: conferenceQuestionText('question.sent'),
    read,
    validate,
    ready: Boolean(id),
    draft: id ? conferenceQuestionDraftKey(id) : undefined,
    send: (values, signal) =>
      askConferenceQuestion({ id, ...values }, { signal }).then(statusVerdict),
  });
  const { errors } = form;

  return (
    <KitForm
      form={form}
      label={conferenceQuestionText('question.label')}
      submit={conferenceQuestionText('question.submit')}
      onInput={form.onInput}
      broken={id ? null : conferenceQuestionText('question.noId')}
    >
      <FormField
        name="name"
        label={conferenceQuestionText('question.name')}
        required
        error={errors.name}
        refusedBy={form.refusedBy}
      >
        {(control) => <input {...control} type="text" autoComplete="name" part="input" />}
      </FormField>
      <FormField
        name="email"
        label={conferenceQuestionText('question.email')}
        required
        hint={conferenceQuestionText('question.emailHint')}
        error={errors.email}
        refusedBy={form.refusedBy}
      >
        {(control) => (
          <input {...control} type="email" autoComplete="email" inputMode="email" part="input" />
        )}
      </FormField>
      <FormField
        name="message"
        label={conferenceQuestionText('question.message')}
        required
        error={errors.message}
        refusedBy={form.refusedBy}
      >
        {(control) => <textarea {...control} rows={5} part="textarea" />}
      </FormField>
    </KitForm>
  );
}
