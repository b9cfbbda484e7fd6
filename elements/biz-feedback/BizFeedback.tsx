/**
 * The feedback form (docs/behaviour.md#feedback: POST {action} with `message, contact, token`). The shared form
 * behaviour lives in `src/forms/`. The reader's text is kept as a draft under
 * `feedback-draft-{action path}` (e.g. `feedback-draft-/feedback`, JSON `{"message","contact"}`)
 * until the server accepts it.
 */
import { sendFeedback } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { feedbackAttributes } from './attributes.ts';
import { plural } from '../../src/i18n/index.ts';
import { CHARACTERS } from '../../src/i18n/ru/forms.ts';
import { FormField, KitForm } from '../../src/forms/Field.tsx';
import {
  EMAIL,
  looksLikePhone,
  statusVerdict,
  textOf,
  useForm,
  type FieldErrors,
} from '../../src/forms/use-form.ts';
import { feedbackDraftKey } from '../../src/services/keys.ts';
import { feedbackText } from './strings.ts';

/** Attributes of `<biz-feedback>` as props, defaults applied (./attributes.ts). */
export type FeedbackProps = AttributeProps<typeof feedbackAttributes>;

/** What the form sends: the reader's message and how to answer them (optional). */
interface Values {
  message: string;
  contact: string;
}

/** Shortest message the form sends, in characters. */
const MIN_FEEDBACK = 10;

const read = (form: HTMLFormElement): Values => ({
  message: textOf(form, 'message'),
  contact: textOf(form, 'contact'),
});

function validate({ message, contact }: Values): FieldErrors {
  return {
    message: !message
      ? feedbackText('feedback.messageRequired')
      : message.length < MIN_FEEDBACK
        ? feedbackText('feedback.messageShort', { min: plural(MIN_FEEDBACK, CHARACTERS) })
        : undefined,
    contact:
      !contact || EMAIL.test(contact) || looksLikePhone(contact)
        ? undefined
        : feedbackText('feedback.contactInvalid'),
  };
}

/** The feedback form: message and an optional contact. */
export function BizFeedback({ action, host }: FeedbackProps & HostProps) {
  const url = action.trim();
  const form = useForm<Values>({
    host,
    name: 'feedback',
    endpoint: url.split('?')[0] ?? url,
    draft: feedbackDraftKey(url.split('?')[0] ?? url),
    failed: feedbackText('feedback.failed'),
    sent: feedbackText('feedback.sent'),
    read,
    validate,
    send: (values, signal) => sendFeedback(url, values, { signal }).then(statusVerdict),
  });
  const { errors } = form;

  return (
    <KitForm
      form={form}
      label={feedbackText('feedback.label')}
      submit={feedbackText('feedback.submit')}
      onInput={form.onInput}
    >
      <FormField
        name="message"
        label={feedbackText('feedback.message')}
        required
        error={errors.message}
        refusedBy={form.refusedBy}
      >
        {(control) => <textarea {...control} rows={5} part="textarea" />}
      </FormField>
      <FormField
        name="contact"
        label={feedbackText('feedback.contact')}
        hint={feedbackText('feedback.contactHint')}
        error={errors.contact}
        refusedBy={form.refusedBy}
      >
        {(control) => <input {...control} type="text" autoComplete="email" part="input" />}
      </FormField>
    </KitForm>
  );
}
