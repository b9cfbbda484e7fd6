/**
 * What the forms area's forms share. Inputs are uncontrolled (autofill writes `value` directly),
 * read at submit; a failure or refusal keeps them; a `draft` key keeps typed text over reloads.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { isSuccessStatus } from '../api/client.ts';
import { emit } from '../element/events.ts';
import { useTransientMessage } from '../element/hooks.ts';
import { useCall } from '../element/use-call.ts';
import { formText } from '../i18n/ru/forms.ts';
import { dropFormDraft, restoreFormDraft, saveFormDraft } from './draft.ts';
import type { FormName } from './events.ts';

/** How long a success notice stays, ms. */
const SUCCESS_NOTICE_MS = 3000;

/** Validation messages by field name; a field without a message is valid. */
export type FieldErrors = Partial<Record<string, string>>;

/** What the server said about a send: accepted, or refused (HTTP 200) with its message. */
export type Verdict =
  | { accepted: true }
  | {
      accepted: false;
      /** The server's message ('' when none). */ message: string;
      status: string;
    };

/** The verdict of an answer: status `ok`, `success`, `true`, `1`, none, or no body accept. */
export function statusVerdict(
  answer: { status?: unknown; message?: unknown } | undefined | null,
): Verdict {
  if (!answer || answer.status === undefined || isSuccessStatus(answer.status)) {
    return { accepted: true };
  }
  return {
    accepted: false,
    message: typeof answer.message === 'string' ? answer.message.trim() : '',
    status: String(answer.status),
  };
}

/** What {@link useForm} needs from one form. */
export interface FormConfig<V> {
  host: HTMLElement;
  name: FormName;
  /** The call's path or action URL (the `endpoint` of `biz-error`). */
  endpoint: string;
  /** What failed, the start of every failure message («Вопрос не отправлен.»). */
  failed: string;
  /** The success notice. */
  sent: string;
  read: (form: HTMLFormElement) => V;
  /** Russian messages by field name, in the form's order; empty when the values can be sent. */
  validate: (values: V) => FieldErrors;
  /** Makes the call; resolves with the server's verdict, rejects with an ApiError. */
  send: (values: V, signal: AbortSignal) => Promise<Verdict>;
  /** After the server accepted (the inputs are already reset): clear the element's own state. */
  onSent?: () => void;
  /** False while the form cannot be sent at all (a required attribute is missing). */
  ready?: boolean;
  /** The storage key of this form's draft; none: no draft is kept. */
  draft?: string;
}

/** Focuses the control of field `name`: `[data-focus-for=name]`, else the named form control. */
function focusField(form: HTMLFormElement, name: string): void {
  const target =
    form.querySelector<HTMLElement>(`[data-focus-for="${CSS.escape(name)}"]`) ??
    form.elements.namedItem(name);
  if (target instanceof HTMLElement) target.focus();
}

/** A plausible e-mail address (the server has the final word). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` looks like a phone number: at least 6 digits, only phone punctuation. */
export function looksLikePhone(value: string): boolean {
  return /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 6;
}

/** Reads a text field of a form ('' when missing), trimmed. */
export function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * State and handlers of one form: `formRef`, `onSubmit`, `onInput` (and `noValidate`) go on the
 * `<form>`, `errors[name]` on each field; emits `biz-form-submit` and `biz-error`.
 */
export function useForm<V>(config: FormConfig<V>) {
  const latest = useRef(config);
  latest.current = config;
  const formRef = useRef<HTMLFormElement>(null);
  const checked = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = `${useId()}-refusal`;
  const call = useCall(config.host);
  const { busy: sending, failure, active, run } = call;
  const [success, setSuccess] = useTransientMessage(SUCCESS_NOTICE_MS);

  const submit = useCallback(() => {
    const form = formRef.current;
    const c = latest.current;
    if (!form || active() || c.ready === false) return;
    const values = c.read(form);
    const found = c.validate(values);
    checked.current = true;
    setErrors(found);
    const first = Object.keys(found).find((name) => found[name]);
    if (first) {
      focusField(form, first);
      return;
    }
    setRefusal(null);
    setSuccess(null);
    run({
      request: (signal) => c.send(values, signal),
      endpoint: c.endpoint,
      failed: c.failed,
      retry: () => submitRef.current(),
      done: (verdict) => {
        if (!verdict.accepted) {
          setRefusal(
            formText('form.refused', {
              what: c.failed,
              message: verdict.message || formText('form.refusedDefault'),
            }),
          );
          emit(c.host, 'biz-error', {
            endpoint: c.endpoint,
            kind: 'http',
            message: `refused (HTTP 200, status ${verdict.status}): ${verdict.message}`,
          });
          return;
        }
        form.reset();
        if (c.draft) dropFormDraft(c.draft);
        checked.current = false;
        setErrors({});
        c.onSent?.();
        setSuccess(c.sent);
        emit(c.host, 'biz-form-submit', { form: c.name });
      },
    });
  }, [active, run, setSuccess]);
  const submitRef = useRef(submit);
  submitRef.current = submit;

  const draftKey = config.draft;
  useLayoutEffect(() => {
    if (draftKey && formRef.current) restoreFormDraft(draftKey, formRef.current);
  }, [draftKey]);

  /** Keeps the draft, and re-validates after the first submit so messages follow the edits. */
  const recheck = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const c = latest.current;
    if (c.draft) saveFormDraft(c.draft, form);
    if (!checked.current) return;
    setErrors(c.validate(c.read(form)));
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      submit();
    },
    [submit],
  );

  return {
    formRef,
    onSubmit,
    onInput: recheck,
    recheck,
    submit,
    errors,
    sending,
    failure,
    refusal,
    /** The shown refusal's id, for `FormField` `refusedBy` (aria-invalid) and `FormStatus`. */
    refusedBy: refusal ? refusalId : undefined,
    success,
  };
}
