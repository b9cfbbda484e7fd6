/**
 * The password change of `<biz-profile>` (docs/behaviour.md#profile): a light-DOM `<form>`
 * (for password managers: current-password and new-password) and its card in the shadow root.
 */
import { useId, useState, type FormEvent } from 'react';
import { changePassword } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import { emit } from '../../src/element/events.ts';
import { useTransientMessage } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { authText } from '../../src/i18n/ru/auth.ts';
import {
  formValues,
  isFormFilled,
  LightField,
  LightForm,
  useFormFilled,
} from '../../src/forms/LightForm.tsx';
import { OutcomeNotice } from '../../src/ui/Notice.tsx';
import { SERVER_WORDING } from './wording.ts';
import './events.ts';
import { profileText } from './strings.ts';

/**
 * The password change's state (docs/behaviour.md#profile): the light-DOM form, whether it is
 * filled, one call at a time posting `password, new_password, repeat_password` to `passwordAction`, and
 * its outcome: the server's message as a success notice (the form is reset, `biz-profile-update`
 * with `what: 'password'`) or as an error. Called by BizProfile whether or not anyone is signed
 * in, so its state outlives a sign-out.
 */
export function usePasswordChange(host: HTMLElement, passwordAction: string) {
  const passwordTitleId = useId();
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const filled = useFormFilled(form);
  const call = useCall(host);
  const { busy, failure: problem, show: setProblem } = call;
  const [notice, setNotice] = useTransientMessage(3000);

  const submitPassword = (target: HTMLFormElement) => {
    if (call.busy) return;
    setNotice(null);
    const values = formValues(target);
    const fields = {
      password: values.password ?? '',
      new_password: values.new_password ?? '',
      repeat_password: values.repeat_password ?? '',
    };
    call.run({
      request: (signal) => changePassword(passwordAction, fields, { signal }),
      endpoint: passwordAction,
      failed: profileText('profile.passwordRequestFailed'),
      wording: SERVER_WORDING,
      retry: () => submitPassword(target),
      done: (answer) => {
        if (isSuccessStatus(answer.status)) {
          target.reset();
          setNotice(answer.message?.trim() || profileText('profile.passwordChanged'));
          emit(host, 'biz-profile-update', { what: 'password' });
        } else {
          setProblem({ message: answer.message?.trim() || profileText('profile.passwordFailed') });
        }
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isFormFilled(event.currentTarget)) submitPassword(event.currentTarget);
  };

  return { titleId: passwordTitleId, setForm, filled, busy, problem, notice, onSubmit };
}

/** What {@link usePasswordChange} gives the password card and form. */
export type PasswordChange = ReturnType<typeof usePasswordChange>;

/** The password card (part `password-section`): title, the form's slot, the outcome. */
export function PasswordCard({ password }: { password: PasswordChange }) {
  const { titleId: passwordTitleId, problem, notice } = password;
  return (
    <section className="card" part="password-section" aria-labelledby={passwordTitleId}>
      <h2 id={passwordTitleId} className="card__title">
        {profileText('profile.passwordTitle')}
      </h2>
      <slot name="password" />
      <OutcomeNotice failure={problem} success={notice} />
    </section>
  );
}

/** The password change form (slot `password`, light DOM for password managers). */
export function PasswordForm({ password, action }: { password: PasswordChange; action: string }) {
  const { setForm, onSubmit, busy, filled } = password;
  const show = authText('field.showPassword');
  return (
    <LightForm
      slot="password"
      formRef={setForm}
      action={action}
      onSubmit={onSubmit}
      label={profileText('profile.passwordSubmit')}
      busyLabel={profileText('profile.passwordBusy')}
      busy={busy}
      disabled={!filled}
    >
      <LightField
        label={profileText('profile.currentPassword')}
        input={{ name: 'password', type: 'password', autoComplete: 'current-password' }}
        toggleLabel={show}
      />
      <LightField
        label={profileText('profile.newPassword')}
        input={{ name: 'new_password', type: 'password', autoComplete: 'new-password' }}
        toggleLabel={show}
      />
      <LightField
        label={profileText('profile.repeatPassword')}
        input={{ name: 'repeat_password', type: 'password', autoComplete: 'new-password' }}
        toggleLabel={show}
      />
    </LightForm>
  );
}
