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
 *
 * The cards are in AvatarEditor.tsx, PasswordCard.tsx and Favourites.tsx; this file lays them out.
 */
import { createPortal } from 'react-dom';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { profileAttributes } from './attributes.ts';
import { useAuth } from '../../src/element/hooks.ts';
import { requestLogin } from '../../src/services/auth.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { Name } from '../../src/ui/Name.tsx';
import { AvatarEditor } from './AvatarEditor.tsx';
import { Favourites } from './Favourites.tsx';
import { PasswordCard, PasswordForm, usePasswordChange } from './PasswordCard.tsx';
import './events.ts';
import { profileText } from './strings.ts';

/** Attributes of `<biz-profile>` as props, defaults applied (./attributes.ts). */
export type ProfileProps = AttributeProps<typeof profileAttributes>;

/** The profile: who, avatar, password change, favourites; a sign-in prompt when anonymous. */
export function BizProfile({ passwordAction, maxSizeMb: maxMb, host }: ProfileProps & HostProps) {
  const user = useAuth();
  const maxBytes = Math.round(maxMb * 1024 * 1024);
  const password = usePasswordChange(host, passwordAction);

  if (!user) {
    return (
      <div className="profile profile--anonymous" part="profile">
        <p className="anonymous">{profileText('profile.anonymous')}</p>
        <button
          type="button"
          part="login"
          className="primary"
          onClick={() => requestLogin(host, 'profile')}
        >
          {profileText('profile.login')}
        </button>
      </div>
    );
  }

  return (
    <div className="profile" part="profile">
      <div className="who">
        <Avatar username={user.username} userpic={user.userpic} size={56} />
        <p className="who__name" part="username">
          <Name name={user.username} />
        </p>
      </div>
      <div className="grid">
        <AvatarEditor user={user} maxBytes={maxBytes} host={host} />
        <PasswordCard password={password} />
      </div>
      <Favourites host={host} />
      {createPortal(<PasswordForm password={password} action={passwordAction} />, host)}
    </div>
  );
}
