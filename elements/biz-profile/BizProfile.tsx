/**
 * The reader's profile block (docs/behaviour.md#profile, route /me): the avatar card
 * (AvatarEditor.tsx), the password change (PasswordCard.tsx) and the favourites (Favourites.tsx),
 * laid out here; an anonymous reader gets a sign-in prompt.
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
