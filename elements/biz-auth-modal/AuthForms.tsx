/**
 * The three forms of the sign-in dialog, rendered into the element's light DOM (slots `login`,
 * `register`, `restore`) so password managers can fill and save them (src/forms/LightForm.tsx).
 * Views only: what a submit does is in submit.ts.
 */
import type { FormEvent } from 'react';
import { authText } from '../../src/i18n/ru/auth.ts';
import { LightField, LightForm } from '../../src/forms/LightForm.tsx';

/** Props of each auth form. */
export interface AuthFormProps {
  /** Receives the `<form>` element (a state setter: the dialog reads the form). */
  formRef: (form: HTMLFormElement | null) => void;
  /** The form's `action` URL (POST); empty for none. */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A request of this form is on its way: the submit button shows progress. */
  busy: boolean;
  /** The submit button is disabled (required fields empty). */
  disabled: boolean;
  /** The server refused the last send: the fields get `aria-invalid` (its message is shown). */
  refused?: boolean;
}

/** The login form (slot `login`): e-mail and current password. */
export function LoginForm({ formRef, action, onSubmit, busy, disabled, refused }: AuthFormProps) {
  return (
    <LightForm
      slot="login"
      formRef={formRef}
      action={action}
      onSubmit={onSubmit}
      label={authText('login.submit')}
      busyLabel={authText('login.busy')}
      busy={busy}
      disabled={disabled}
    >
      <LightField
        invalid={refused}
        label={authText('field.email')}
        input={{ name: 'email', type: 'email', autoComplete: 'username', inputMode: 'email' }}
      />
      <LightField
        invalid={refused}
        label={authText('field.password')}
        input={{ name: 'password', type: 'password', autoComplete: 'current-password' }}
        toggleLabel={authText('field.showPassword')}
      />
    </LightForm>
  );
}

/** The registration form (slot `register`): e-mail, name, nickname, password twice. */
export function RegisterForm({
  formRef,
  action,
  onSubmit,
  busy,
  disabled,
  refused,
}: AuthFormProps) {
  return (
    <LightForm
      slot="register"
      formRef={formRef}
      action={action}
      onSubmit={onSubmit}
      label={authText('register.submit')}
      busyLabel={authText('register.busy')}
      busy={busy}
      disabled={disabled}
    >
      <LightField
        invalid={refused}
        label={authText('field.email')}
        input={{ name: 'email', type: 'email', autoComplete: 'username', inputMode: 'email' }}
      />
      <LightField
        invalid={refused}
        label={authText('field.name')}
        hint={authText('field.nameHint')}
        input={{ name: 'name', type: 'text', autoComplete: 'name' }}
      />
      <LightField
        invalid={refused}
        label={authText('field.nickname')}
        hint={authText('field.nicknameHint')}
        input={{
          name: 'nickname',
          type: 'text',
          autoComplete: 'nickname',
          autoCapitalize: 'off',
        }}
      />
      <LightField
        invalid={refused}
        label={authText('field.password')}
        input={{ name: 'password', type: 'password', autoComplete: 'new-password' }}
        toggleLabel={authText('field.showPassword')}
      />
      <LightField
        invalid={refused}
        label={authText('field.passwordRepeat')}
        input={{ name: 'password_repeat', type: 'password', autoComplete: 'new-password' }}
        toggleLabel={authText('field.showPassword')}
      />
    </LightForm>
  );
}

/** The restore-password form (slot `restore`): e-mail. */
export function RestoreForm({ formRef, action, onSubmit, busy, disabled, refused }: AuthFormProps) {
  return (
    <LightForm
      slot="restore"
      formRef={formRef}
      action={action}
      onSubmit={onSubmit}
      label={authText('restore.submit')}
      busyLabel={authText('restore.busy')}
      busy={busy}
      disabled={disabled}
    >
      <LightField
        invalid={refused}
        label={authText('field.email')}
        input={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' }}
      />
    </LightForm>
  );
}
