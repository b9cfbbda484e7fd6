/** The sign-in dialog's three forms, in the light DOM for password managers (submit.ts acts). */
import type { FormEvent, ReactNode } from 'react';
import { authText } from '../../src/i18n/ru/auth.ts';
import { LightField, LightForm } from '../../src/forms/LightForm.tsx';
import { authModalText } from './strings.ts';

interface AuthFormProps {
  /** Receives the `<form>` element. */
  formRef: (form: HTMLFormElement | null) => void;
  /** The form's `action` URL (POST); empty for none. */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A request is on its way. */
  busy: boolean;
  /** The submit button is disabled (required fields empty). */
  disabled: boolean;
  /** The server refused the last send: the fields get `aria-invalid`. */
  refused?: boolean;
}

/** One auth form in slot `name`, its submit button reading `<name>.submit` / `<name>.busy`. */
function AuthForm({
  name,
  children,
  refused: _refused,
  ...props
}: AuthFormProps & { name: 'login' | 'register' | 'restore'; children: ReactNode }) {
  return (
    <LightForm
      slot={name}
      {...props}
      label={authModalText(`${name}.submit` as const)}
      busyLabel={authModalText(`${name}.busy` as const)}
    >
      {children}
    </LightForm>
  );
}

/** The e-mail field; `autoComplete` is 'username' where a password follows, else 'email'. */
function EmailField(props: { autoComplete: 'username' | 'email'; invalid?: boolean }) {
  const { autoComplete } = props;
  return (
    <LightField
      invalid={props.invalid}
      label={authModalText('field.email')}
      input={{ name: 'email', type: 'email', autoComplete, inputMode: 'email' }}
    />
  );
}

const PASSWORDS = {
  current: { name: 'password', label: 'field.password', autoComplete: 'current-password' },
  new: { name: 'password', label: 'field.password', autoComplete: 'new-password' },
  repeat: { name: 'password_repeat', label: 'field.passwordRepeat', autoComplete: 'new-password' },
} as const;

/** A password field (`kind`, see PASSWORDS) with its show/hide toggle. */
function PasswordField({ kind, invalid }: { kind: keyof typeof PASSWORDS; invalid?: boolean }) {
  const { name, label, autoComplete } = PASSWORDS[kind];
  return (
    <LightField
      invalid={invalid}
      label={authModalText(label)}
      input={{ name, type: 'password', autoComplete }}
      toggleLabel={authText('field.showPassword')}
    />
  );
}

/** The login form (slot `login`): e-mail and current password. */
export function LoginForm(props: AuthFormProps) {
  return (
    <AuthForm name="login" {...props}>
      <EmailField autoComplete="username" invalid={props.refused} />
      <PasswordField kind="current" invalid={props.refused} />
    </AuthForm>
  );
}

/** The registration form (slot `register`): e-mail, name, nickname, password twice. */
export function RegisterForm(props: AuthFormProps) {
  return (
    <AuthForm name="register" {...props}>
      <EmailField autoComplete="username" invalid={props.refused} />
      <LightField
        invalid={props.refused}
        label={authModalText('field.name')}
        hint={authModalText('field.nameHint')}
        input={{ name: 'name', type: 'text', autoComplete: 'name' }}
      />
      <LightField
        invalid={props.refused}
        label={authModalText('field.nickname')}
        hint={authModalText('field.nicknameHint')}
        input={{
          name: 'nickname',
          type: 'text',
          autoComplete: 'nickname',
          autoCapitalize: 'off',
        }}
      />
      <PasswordField kind="new" invalid={props.refused} />
      <PasswordField kind="repeat" invalid={props.refused} />
    </AuthForm>
  );
}

/** The restore-password form (slot `restore`): e-mail. */
export function RestoreForm(props: AuthFormProps) {
  return (
    <AuthForm name="restore" {...props}>
      <EmailField autoComplete="email" invalid={props.refused} />
    </AuthForm>
  );
}
