/**
 * The reader's profile page block (docs/behaviour.md#profile route /me, 6, 7): password change, avatar upload and
 * the favourites list.
 *
 * - Password change: a light-DOM `<form>` (for password managers: current-password and
 *   new-password) posting `password, new_password, repeat_password` to `password-action`;
 *   the answer's message is shown as success or error.
 * - Avatar: a file is checked (JPEG, PNG, WebP or GIF, at most `max-size-mb`) before anything is
 *   sent, previewed on a canvas (no blob: or data: URL, so a strict `img-src` does not matter),
 *   then sent on «Сохранить аватар» as multipart `userpic`; the new userpic goes into the auth
 *   store, so the user menu and every other element show it at once.
 * - Favourites: the page's own list (light DOM, slot `favourites`), enhanced: a link marked
 *   `data-fav-remove` (an item whose article was deleted) is fetched with GET and its item is
 *   removed. Without JS the link still works as a plain link.
 */
import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { changePassword } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { useAuth, useTransientMessage } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { ta } from '../../src/i18n/ru/auth.ts';
import { requestLogin } from '../../src/services/auth.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import {
  formValues,
  isFormFilled,
  LightField,
  LightSubmit,
  useFormFilled,
} from '../../src/ui/LightForm.tsx';
import { Notice } from '../../src/ui/Notice.tsx';
import { AvatarEditor } from './AvatarEditor.tsx';
import { Favourites } from './Favourites.tsx';
import { DEFAULT_USERPIC_MAX_MB } from './userpic.ts';
import { SERVER_WORDING } from './wording.ts';
import './events.ts';

/** Attributes of `<biz-profile>` as props. */
export interface ProfileProps {
  /** `password-action`: URL the password change form posts to. */
  passwordAction?: string;
  /** `max-size-mb`: largest avatar in megabytes. Default 5. */
  maxSizeMb?: number;
}

/** The profile: who, avatar, password change, favourites; a sign-in prompt when anonymous. */
export function BizProfile({ passwordAction = '', maxSizeMb, host }: ProfileProps & HostProps) {
  const user = useAuth();
  const maxMb =
    typeof maxSizeMb === 'number' && Number.isFinite(maxSizeMb) && maxSizeMb > 0
      ? maxSizeMb
      : DEFAULT_USERPIC_MAX_MB;
  const maxBytes = Math.round(maxMb * 1024 * 1024);
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
      failed: ta('profile.passwordRequestFailed'),
      wording: SERVER_WORDING,
      retry: () => submitPassword(target),
      done: (answer) => {
        if (isSuccessStatus(answer.status)) {
          target.reset();
          setNotice(answer.message?.trim() || ta('profile.passwordChanged'));
          emit(host, 'biz-profile-update', { what: 'password' });
        } else {
          setProblem({ message: answer.message?.trim() || ta('profile.passwordFailed') });
        }
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isFormFilled(event.currentTarget)) submitPassword(event.currentTarget);
  };

  if (!user) {
    return (
      <div className="profile profile--anonymous" part="profile">
        <p className="anonymous">{ta('profile.anonymous')}</p>
        <button
          type="button"
          part="login"
          className="primary"
          onClick={() => requestLogin(host, 'profile')}
        >
          {ta('profile.login')}
        </button>
      </div>
    );
  }

  const show = ta('field.showPassword');
  return (
    <div className="profile" part="profile">
      <div className="who">
        <Avatar username={user.username} userpic={user.userpic} size={56} />
        <p className="who__name" part="username">
          {user.username}
        </p>
      </div>
      <div className="grid">
        <AvatarEditor user={user} maxBytes={maxBytes} host={host} />
        <section className="card" part="password-section" aria-labelledby={passwordTitleId}>
          <h2 id={passwordTitleId} className="card__title">
            {ta('profile.passwordTitle')}
          </h2>
          <slot name="password" />
          <div className="live" aria-live="polite">
            {problem && <Notice kind="error" message={problem.message} onRetry={problem.retry} />}
            {!problem && notice && <Notice kind="success" message={notice} />}
          </div>
        </section>
      </div>
      <Favourites host={host} />
      {createPortal(
        <form
          slot="password"
          ref={setForm}
          method="post"
          action={passwordAction || undefined}
          noValidate
          onSubmit={onSubmit}
        >
          <LightField
            label={ta('profile.currentPassword')}
            input={{ name: 'password', type: 'password', autoComplete: 'current-password' }}
            toggleLabel={show}
          />
          <LightField
            label={ta('profile.newPassword')}
            input={{ name: 'new_password', type: 'password', autoComplete: 'new-password' }}
            toggleLabel={show}
          />
          <LightField
            label={ta('profile.repeatPassword')}
            input={{ name: 'repeat_password', type: 'password', autoComplete: 'new-password' }}
            toggleLabel={show}
          />
          <LightSubmit
            label={ta('profile.passwordSubmit')}
            busyLabel={ta('profile.passwordBusy')}
            busy={busy}
            disabled={!filled}
          />
        </form>,
        host,
      )}
    </div>
  );
}
