/**
 * The sign-in dialog (docs/behaviour.md#auth-modal): login, register and restore
 * password tabs in one modal dialog.
 *
 * The dialog chrome (title, tabs, error block, success and error dialogs) is in the shadow root;
 * the three forms are real `<form>`s in the element's light DOM, slotted into the tab panels, so
 * browser and extension password managers can fill and save them (see src/ui/LightForm.tsx).
 *
 * Answers (docs/behaviour.md#auth-modal):
 * - login / register, non-success status: the server's message in the error block;
 * - register success: the dialog closes and a success dialog shows the server's message;
 * - restore type 0 or 3: the message in the error block; type 2 or 4, or a failed request: the
 *   restore error dialog; any other type: only logged.
 * A failed request (network, timeout, HTTP error, unreadable answer) of login or register shows
 * the Russian reason with a retry in the error block and dispatches `biz-error`. Nothing typed
 * is ever cleared by a failure; a form is reset only after its success.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { login, register, restorePassword } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { useAuth, useFailure, useTransientMessage } from '../../src/element/hooks.ts';
import { useCall, type Call } from '../../src/element/use-call.ts';
import { t } from '../../src/i18n/index.ts';
import { ta } from '../../src/i18n/ru/auth.ts';
import { auth } from '../../src/services/auth.ts';
import { isHttpOrRelative } from '../../src/services/url.ts';
import { Dialog } from '../../src/ui/Dialog.tsx';
import {
  firstEmptyInput,
  formValues,
  isFormFilled,
  LightField,
  LightSubmit,
  useFormFilled,
} from '../../src/ui/LightForm.tsx';
import { Notice } from '../../src/ui/Notice.tsx';
import { Tabs } from '../../src/ui/Tabs.tsx';
import { modalChannel, type AuthTab } from './channel.ts';
import './events.ts';

/** Attributes of `<biz-auth-modal>` as props. */
export interface AuthModalProps {
  /** `login-action`: URL of the login form (POST). */
  loginAction?: string;
  /** `register-action`: URL of the registration form (POST). */
  registerAction?: string;
  /** `restore-action`: URL of the restore-password form (POST). */
  restoreAction?: string;
}

type PerTab<T> = Record<AuthTab, T>;

/** The dialog with its three tabs and forms; opened by `el.show(tab)` or `requestLogin()`. */
export function BizAuthModal({
  loginAction = '',
  registerAction = '',
  restoreAction = '',
  host,
}: AuthModalProps & HostProps) {
  const channel = modalChannel(host);
  const modal = useSyncExternalStore(channel.subscribe, channel.get, channel.get);
  const user = useAuth();

  const [loginForm, setLoginForm] = useState<HTMLFormElement | null>(null);
  const [registerForm, setRegisterForm] = useState<HTMLFormElement | null>(null);
  const [restoreForm, setRestoreForm] = useState<HTMLFormElement | null>(null);
  const formOf = (tab: AuthTab) =>
    tab === 'login' ? loginForm : tab === 'register' ? registerForm : restoreForm;
  const filled: PerTab<boolean> = {
    login: useFormFilled(loginForm),
    register: useFormFilled(registerForm),
    restore: useFormFilled(restoreForm),
  };

  // One request at a time per form; progress on its button; its error block cleared when it
  // starts. A failed restore request says so in the restore error dialog, not the block.
  const restoreDialog = useFailure(host);
  const restoreBlock = useFailure(host);
  const calls: PerTab<Call> = {
    login: useCall(host),
    register: useCall(host),
    restore: useCall(host, { ...restoreBlock, report: restoreDialog.report }),
  };
  const [restoreSent, setRestoreSent] = useTransientMessage(3000);
  const [success, setSuccess] = useState<string | null>(null);
  const restoreError = restoreDialog.failure;
  const setRestoreError = restoreDialog.show;

  // Signed in elsewhere (another tab, another element) while the dialog is open: it is done.
  const wasSignedIn = useRef(Boolean(user));
  useEffect(() => {
    if (user && !wasSignedIn.current) channel.close();
    wasSignedIn.current = Boolean(user);
  }, [user, channel]);

  // A repeated show() while open (another tab asked for): focus its first empty field.
  useEffect(() => {
    if (modal.open) firstEmptyInput(formOf(modal.tab))?.focus();
    // Only when show() is called again, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modal.seq]);

  const submitLogin = (form: HTMLFormElement) => {
    const { email = '', password = '' } = formValues(form);
    calls.login.run({
      request: (signal) => login(loginAction, { email, password }, { signal }),
      endpoint: loginAction,
      failed: ta('login.requestFailed'),
      retry: () => submitLogin(form),
      done: (answer) => {
        if (!isSuccessStatus(answer.status)) {
          calls.login.show({ message: answer.message?.trim() || ta('login.failed') });
          return;
        }
        const signedIn = {
          username: answer.username?.trim() || email.trim(),
          // Only an http(s) or relative userpic (src/services/url.ts), as the store keeps it.
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
      failed: ta('register.requestFailed'),
      retry: () => submitRegister(form),
      done: (answer) => {
        if (!isSuccessStatus(answer.status)) {
          calls.register.show({ message: answer.message?.trim() || ta('register.failed') });
          return;
        }
        const message = answer.message?.trim() || ta('register.success');
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
      failed: ta('restore.requestFailed'),
      retry: () => {
        setRestoreError(null);
        submitRestore(form);
      },
      done: (answer) => {
        if (isSuccessStatus(answer.status)) {
          setRestoreSent(answer.message?.trim() || ta('restore.sent'));
          return;
        }
        const message = answer.message?.trim() || ta('restore.failed');
        const type = Number(answer.type);
        if (type === 0 || type === 3) calls.restore.show({ message });
        else if (type === 2 || type === 4) setRestoreError({ message });
        else console.info('[biz-widgets] restore password answered', answer); // docs/behaviour.md#auth-modal
      },
    });
  };

  const onSubmit =
    (submit: (form: HTMLFormElement) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (isFormFilled(form)) submit(form);
    };

  /** Opens the restore tab, with the e-mail typed on the login tab. */
  const forgot = () => {
    const from = loginForm?.elements.namedItem('email');
    const to = restoreForm?.elements.namedItem('email');
    if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && !to.value) {
      to.value = from.value;
    }
    channel.select('restore');
    firstEmptyInput(restoreForm)?.focus();
  };

  const panel = (tab: AuthTab) => {
    const error = calls[tab].failure;
    return (
      <div className="panel">
        {tab === 'restore' && <p className="intro">{ta('restore.intro')}</p>}
        <slot name={tab} />
        <div className="live" aria-live="polite">
          {error && <Notice kind="error" message={error.message} onRetry={error.retry} />}
          {tab === 'restore' && !error && restoreSent && (
            <Notice kind="success" message={restoreSent} />
          )}
        </div>
        {tab === 'login' && (
          <button type="button" className="link" part="forgot" onClick={forgot}>
            {ta('login.forgot')}
          </button>
        )}
      </div>
    );
  };

  const showPassword = ta('field.showPassword');
  const forms = (
    <>
      <form
        slot="login"
        ref={setLoginForm}
        method="post"
        action={loginAction || undefined}
        noValidate
        onSubmit={onSubmit(submitLogin)}
      >
        <LightField
          label={ta('field.email')}
          input={{ name: 'email', type: 'email', autoComplete: 'username', inputMode: 'email' }}
        />
        <LightField
          label={ta('field.password')}
          input={{ name: 'password', type: 'password', autoComplete: 'current-password' }}
          toggleLabel={showPassword}
        />
        <LightSubmit
          label={ta('login.submit')}
          busyLabel={ta('login.busy')}
          busy={calls.login.busy}
          disabled={!filled.login}
        />
      </form>
      <form
        slot="register"
        ref={setRegisterForm}
        method="post"
        action={registerAction || undefined}
        noValidate
        onSubmit={onSubmit(submitRegister)}
      >
        <LightField
          label={ta('field.email')}
          input={{ name: 'email', type: 'email', autoComplete: 'username', inputMode: 'email' }}
        />
        <LightField
          label={ta('field.name')}
          hint={ta('field.nameHint')}
          input={{ name: 'name', type: 'text', autoComplete: 'name' }}
        />
        <LightField
          label={ta('field.nickname')}
          hint={ta('field.nicknameHint')}
          input={{
            name: 'nickname',
            type: 'text',
            autoComplete: 'nickname',
            autoCapitalize: 'off',
          }}
        />
        <LightField
          label={ta('field.password')}
          input={{ name: 'password', type: 'password', autoComplete: 'new-password' }}
          toggleLabel={showPassword}
        />
        <LightField
          label={ta('field.passwordRepeat')}
          input={{ name: 'password_repeat', type: 'password', autoComplete: 'new-password' }}
          toggleLabel={showPassword}
        />
        <LightSubmit
          label={ta('register.submit')}
          busyLabel={ta('register.busy')}
          busy={calls.register.busy}
          disabled={!filled.register}
        />
      </form>
      <form
        slot="restore"
        ref={setRestoreForm}
        method="post"
        action={restoreAction || undefined}
        noValidate
        onSubmit={onSubmit(submitRestore)}
      >
        <LightField
          label={ta('field.email')}
          input={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' }}
        />
        <LightSubmit
          label={ta('restore.submit')}
          busyLabel={ta('restore.busy')}
          busy={calls.restore.busy}
          disabled={!filled.restore}
        />
      </form>
    </>
  );

  return (
    <>
      <Dialog
        open={modal.open}
        onClose={() => channel.close()}
        title={ta('modal.title')}
        description={ta('modal.intro')}
        closeLabel={t('action.close')}
        initialFocus={() => firstEmptyInput(formOf(channel.get().tab))}
        returnFocus={() => channel.get().opener}
      >
        <Tabs
          label={ta('modal.tabs')}
          selected={modal.tab}
          onSelect={channel.select}
          items={[
            { key: 'login', label: ta('tab.login'), panel: panel('login'), tabPart: 'tab-login' },
            {
              key: 'register',
              label: ta('tab.register'),
              panel: panel('register'),
              tabPart: 'tab-register',
            },
            {
              key: 'restore',
              label: ta('tab.restore'),
              panel: panel('restore'),
              tabPart: 'tab-restore',
            },
          ]}
        />
      </Dialog>
      <Dialog
        open={success !== null}
        onClose={() => setSuccess(null)}
        title={ta('register.successTitle')}
        part="success-dialog"
        closeLabel={t('action.close')}
        returnFocus={() => channel.get().opener}
      >
        <p className="message message--success" part="success-message">
          {success}
        </p>
        <div className="dialog-actions">
          <button type="button" className="primary" onClick={() => setSuccess(null)}>
            {ta('register.ok')}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={restoreError !== null}
        onClose={() => setRestoreError(null)}
        role="alertdialog"
        title={ta('restore.errorTitle')}
        part="restore-error-dialog"
        closeLabel={t('action.close')}
        closeOnBackdrop={false}
      >
        <p className="message message--error" part="restore-error-message">
          {restoreError?.message}
        </p>
        <div className="dialog-actions">
          {restoreError?.retry && (
            <button type="button" className="primary" part="retry" onClick={restoreError.retry}>
              {t('action.retry')}
            </button>
          )}
          <button type="button" className="secondary" onClick={() => setRestoreError(null)}>
            {t('action.close')}
          </button>
        </div>
      </Dialog>
      {createPortal(forms, host)}
    </>
  );
}
