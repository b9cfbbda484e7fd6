/** What the sign-in dialog's forms do on submit (docs/behaviour.md#auth-modal). */
import { login, register, restorePassword } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import { emit } from '../../src/element/events.ts';
import type { Failure } from '../../src/element/hooks.ts';
import type { Call } from '../../src/element/use-call.ts';
import { auth } from '../../src/services/auth.ts';
import { isHttpOrRelative } from '../../src/services/url.ts';
import { formValues } from '../../src/forms/LightForm.tsx';
import type { AuthTab, ModalChannel } from './channel.ts';
import './events.ts';
import { authModalText } from './strings.ts';

/** What {@link authSubmitters} acts on: the element's host, channel, calls and state setters. */
export interface SubmitContext {
  host: HTMLElement;
  channel: ModalChannel;
  /** One call per form (src/element/use-call.ts). */
  calls: Record<AuthTab, Call>;
  loginAction: string;
  registerAction: string;
  restoreAction: string;
  /** Shows the register success dialog with this message. */
  setSuccess: (message: string | null) => void;
  /** Shows the restore tab's success notice («sent»), or hides it. */
  setRestoreSent: (message: string | null) => void;
  /** Shows the restore error dialog, or hides it. */
  setRestoreError: (failure: Failure | null) => void;
}

/**
 * The three forms' submit actions, each taking its `<form>`. Login and register, on success, close
 * the dialog and reset the form (`biz-auth-login`; `biz-auth-register` and the success dialog); a
 * refusal shows the server's message. Restore: a refusal of type 0 or 3 goes in the error block,
 * 2 or 4 in the restore error dialog, any other is only logged. A failure clears nothing typed.
 */
export function authSubmitters({
  host,
  channel,
  calls,
  loginAction,
  registerAction,
  restoreAction,
  setSuccess,
  setRestoreSent,
  setRestoreError,
}: SubmitContext) {
  const submitLogin = (form: HTMLFormElement) => {
    const { email = '', password = '' } = formValues(form);
    calls.login.run({
      request: (signal) => login(loginAction, { email, password }, { signal }),
      endpoint: loginAction,
      failed: authModalText('login.requestFailed'),
      retry: () => submitLogin(form),
      done: (answer) => {
        if (!isSuccessStatus(answer.status)) {
          calls.login.show({ message: answer.message?.trim() || authModalText('login.failed') });
          return;
        }
        const signedIn = {
          username: answer.username?.trim() || email.trim(),
          // Only an http(s) or relative userpic, as the store keeps it.
          userpic: answer.userpic && isHttpOrRelative(answer.userpic) ? answer.userpic : '',
        };
        auth().login(signedIn);
        emit(host, 'biz-auth-login', signedIn);
        channel.close();
        form.reset();
      },
    });
  };

  const submitRegister = (form: HTMLFormElement) => {
    const values = formValues(form);
    const fields = {
      email: values.email ?? '',
      password: values.password ?? '',
      password_repeat: values.password_repeat ?? '',
      name: values.name ?? '',
      nickname: values.nickname ?? '',
    };
    calls.register.run({
      request: (signal) => register(registerAction, fields, { signal }),
      endpoint: registerAction,
      failed: authModalText('register.requestFailed'),
      retry: () => submitRegister(form),
      done: (answer) => {
        if (!isSuccessStatus(answer.status)) {
          calls.register.show({
            message: answer.message?.trim() || authModalText('register.failed'),
          });
          return;
        }
        const message = answer.message?.trim() || authModalText('register.success');
        channel.close();
        form.reset();
        setSuccess(message);
        const { email, name, nickname } = fields;
        emit(host, 'biz-auth-register', { email, name, nickname, message });
      },
    });
  };

  const submitRestore = (form: HTMLFormElement) => {
    if (calls.restore.active()) return;
    setRestoreSent(null);
    calls.restore.run({
      request: (signal) => restorePassword(restoreAction, formValues(form), { signal }),
      endpoint: restoreAction,
      failed: authModalText('restore.requestFailed'),
      retry: () => {
        setRestoreError(null);
        submitRestore(form);
      },
      done: (answer) => {
        if (isSuccessStatus(answer.status)) {
          setRestoreSent(answer.message?.trim() || authModalText('restore.sent'));
          return;
        }
        const message = answer.message?.trim() || authModalText('restore.failed');
        const type = Number(answer.type);
        if (type === 0 || type === 3) calls.restore.show({ message });
        else if (type === 2 || type === 4) setRestoreError({ message });
        else console.info('[biz-widgets] restore password answered', answer); // docs/behaviour.md#auth-modal
      },
    });
  };

  return { submitLogin, submitRegister, submitRestore };
}
