/**
 * The header's account block (docs/behaviour.md#user-menu: routes /me and /logout).
 * Anonymous: a «Войти» button that opens `<biz-auth-modal>` (through `requestLogin`); pointing at
 * it, touching or focusing it loads the dialog ahead of the click (`preloadLogin`).
 * Signed in: the reader's userpic and name linking to the profile, and «Выйти», which signs
 * every element out at once (this tab, other tabs, pages opened later), whatever the server
 * answers, and calls GET /logout. When that call fails (network, an error status, JSON that says
 * failure) the reader is told that the session may still be open on the server, with a retry.
 */
import { useEffect, useRef } from 'react';
import { logout } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { userMenuAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useAuth } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { auth, preloadLogin, requestLogin } from '../../src/services/auth.ts';
import { safeUrl } from '../../src/services/url.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { Name } from '../../src/ui/Name.tsx';
import { displayName } from '../../src/ui/names.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import './events.ts';
import { userMenuText } from './strings.ts';

/** Attributes of `<biz-user-menu>` as props, defaults applied (./attributes.ts). */
export type UserMenuProps = AttributeProps<typeof userMenuAttributes>;

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The account block; see the module comment. */
export function BizUserMenu({ profileHref, host }: UserMenuProps & HostProps) {
  const user = useAuth();
  const call = useCall(host);
  const { failure, clear } = call;
  const loginButton = useRef<HTMLButtonElement>(null);
  // After this menu signed the reader out, «Войти» takes the focus «Выйти» had.
  const focusLogin = useRef(false);

  useEffect(() => {
    if (!user && focusLogin.current) {
      focusLogin.current = false;
      loginButton.current?.focus();
    }
    if (user) clear();
  }, [user, clear]);

  // GET /logout, and its retry. The reader is already signed out here; a failure only says the
  // server's session may still be open.
  const endServerSession = () => {
    call.run({
      request: (signal) => logout({ signal }),
      endpoint: '/logout',
      failed: userMenuText('menu.logoutFailed'),
      retry: endServerSession,
    });
  };

  // «Выйти» ends the sign-in state in this browser at once, in every element and tab, whatever
  // the server answers (a reader on a shared computer must see it end).
  const signOut = () => {
    if (!user) return;
    const { username } = user;
    focusLogin.current = host.shadowRoot?.activeElement != null;
    auth().logout();
    emit(host, 'biz-auth-logout', { username });
    endServerSession();
  };

  // The notice is its own live region (an alert), so nothing sits inside two.
  const live = (
    <div className="live">
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
    </div>
  );

  if (!user) {
    return (
      <div className="menu" part="menu">
        <button
          ref={loginButton}
          type="button"
          part="login"
          className="login"
          onClick={() => requestLogin(host, 'user-menu')}
          // The dialog's chunk starts loading as the reader heads for the button.
          onPointerEnter={preloadLogin}
          onPointerDown={preloadLogin}
          onFocus={preloadLogin}
        >
          <PersonIcon />
          <span>{userMenuText('menu.login')}</span>
        </button>
        {live}
      </div>
    );
  }

  return (
    <div
      className="menu menu--signed-in"
      part="menu"
      role="group"
      aria-label={userMenuText('menu.label')}
    >
      <a
        part="profile"
        className="profile"
        href={safeUrl(profileHref) ?? profileHref}
        aria-label={userMenuText('menu.profile', { name: displayName(user.username) })}
      >
        <Avatar username={user.username} userpic={user.userpic} size={32} />
        <span part="username" className="name">
          <Name name={user.username} />
        </span>
      </a>
      <button type="button" part="logout" className="logout" onClick={signOut}>
        {userMenuText('menu.logout')}
      </button>
      {live}
    </div>
  );
}
