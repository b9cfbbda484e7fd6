/**
 * The sign-in dialog (docs/behaviour.md#auth-modal): login, register and restore tabs in one modal,
 * a chunk loaded on the first `show()`. The chrome is in the shadow root; the forms are real
 * `<form>`s in the light DOM, slotted in, so password managers can fill and save them.
 */
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../src/element/define.ts';
import { useAuth, useFailure, useTransientMessage, type Failure } from '../../src/element/hooks.ts';
import { useCall, type Call } from '../../src/element/use-call.ts';
import { t } from '../../src/i18n/index.ts';
import { Dialog, dialogStyles } from '../../src/ui/Dialog.tsx';
import { firstEmptyInput, isFormFilled, useFormFilled } from '../../src/forms/LightForm.tsx';
import { Tabs, tabsStyles } from '../../src/ui/Tabs.tsx';
import { LoginForm, RegisterForm, RestoreForm } from './AuthForms.tsx';
import { AuthPanel, RestoreErrorDialog, SuccessDialog } from './AuthParts.tsx';
import { modalChannel, type AuthTab } from './channel.ts';
import { authSubmitters } from './submit.ts';
import './events.ts';
import { authModalText } from './strings.ts';

import { lightFormHostStyles } from '../../src/ui/styles.ts';
import css from './biz-auth-modal.css?inline';
import type { AuthModalProps } from './BizAuthModal.tsx';

type PerTab<T> = Record<AuthTab, T>;

const TABS = ['login', 'register', 'restore'] as const satisfies readonly AuthTab[];

/** Whether the error is the server's refusal (no retry), not a failed request: fields invalid. */
const refused = (failure: Failure | null) => Boolean(failure && !failure.retry);

/** Submits a form only when its required fields are filled. */
const onSubmit =
  (submit: (form: HTMLFormElement) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isFormFilled(form)) submit(form);
  };

/** The three light-DOM forms, each with its action, submit, progress and refusal. */
function LightForms(props: {
  actions: PerTab<string>;
  formRefs: PerTab<(form: HTMLFormElement | null) => void>;
  submits: PerTab<(form: HTMLFormElement) => void>;
  calls: PerTab<Call>;
  filled: PerTab<boolean>;
}) {
  const { actions, formRefs, submits, calls, filled } = props;
  const forms = { login: LoginForm, register: RegisterForm, restore: RestoreForm };
  return (
    <>
      {TABS.map((tab) => {
        const Form = forms[tab];
        return (
          <Form
            key={tab}
            formRef={formRefs[tab]}
            action={actions[tab]}
            onSubmit={onSubmit(submits[tab])}
            busy={calls[tab].busy}
            disabled={!filled[tab]}
            refused={refused(calls[tab].failure)}
          />
        );
      })}
    </>
  );
}

function AuthTabs(props: {
  selected: AuthTab;
  onSelect: (tab: AuthTab) => void;
  panel: (tab: AuthTab) => ReactNode;
}) {
  const { selected, onSelect, panel } = props;
  return (
    <Tabs
      label={authModalText('modal.tabs')}
      selected={selected}
      onSelect={onSelect}
      items={TABS.map((tab) => ({
        key: tab,
        label: authModalText(`tab.${tab}`),
        panel: panel(tab),
        tabPart: `tab-${tab}`,
      }))}
    />
  );
}

/** The dialog with its three tabs and forms; opened by `el.show(tab)` or `requestLogin()`. */
function AuthDialog({
  loginAction,
  registerAction,
  restoreAction,
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

  // A failed restore request shows the restore error dialog, not the error block.
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

  // Rendered, forms included: `ready` waiters go on.
  useEffect(() => channel.settle(), [channel]);

  // A repeated show() while open: focus the asked tab's first empty field.
  useEffect(() => {
    if (modal.open) firstEmptyInput(formOf(modal.tab))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modal.seq]);

  const { submitLogin, submitRegister, submitRestore } = authSubmitters({
    host,
    channel,
    calls,
    loginAction,
    registerAction,
    restoreAction,
    setSuccess,
    setRestoreSent,
    setRestoreError,
  });

  // «Забыли пароль?»: the restore tab, with the e-mail typed on the login tab.
  const forgot = () => {
    const from = loginForm?.elements.namedItem('email');
    const to = restoreForm?.elements.namedItem('email');
    if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && !to.value) {
      to.value = from.value;
    }
    channel.select('restore');
    firstEmptyInput(restoreForm)?.focus();
  };

  const panel = (tab: AuthTab) => (
    <AuthPanel tab={tab} error={calls[tab].failure} restoreSent={restoreSent} onForgot={forgot} />
  );

  const forms = (
    <LightForms
      actions={{ login: loginAction, register: registerAction, restore: restoreAction }}
      formRefs={{ login: setLoginForm, register: setRegisterForm, restore: setRestoreForm }}
      submits={{ login: submitLogin, register: submitRegister, restore: submitRestore }}
      calls={calls}
      filled={filled}
    />
  );

  return (
    <>
      <Dialog
        open={modal.open}
        onClose={() => channel.close()}
        title={authModalText('modal.title')}
        description={authModalText('modal.intro')}
        closeLabel={t('action.close')}
        // From the DOM: mounted open, the forms are in before their state setters have run.
        initialFocus={() =>
          firstEmptyInput(host.querySelector<HTMLFormElement>(`form[slot=${channel.get().tab}]`))
        }
        returnFocus={() => channel.get().opener}
      >
        <AuthTabs selected={modal.tab} onSelect={channel.select} panel={panel} />
      </Dialog>
      <SuccessDialog
        message={success}
        onClose={() => setSuccess(null)}
        returnFocus={() => channel.get().opener}
      />
      <RestoreErrorDialog failure={restoreError} onClose={() => setRestoreError(null)} />
      {createPortal(forms, host)}
    </>
  );
}

/** The lazy part's view (src/element/lazy-part.tsx). */
export const View = AuthDialog;
/** The sheets it draws with: the dialog, the tabs, the slotted forms' boxes, its own. */
export const styles: readonly string[] = [dialogStyles, tabsStyles, lightFormHostStyles, css];
