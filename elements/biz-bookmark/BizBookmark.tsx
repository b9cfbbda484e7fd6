/**
 * Bookmark toggle (docs/behaviour.md#bookmark POST /me/add-fav).
 * Signed in: toggles at once, then posts; rolled back with a message on failure.
 * Anonymous: does not save; asks for sign-in (opens `<biz-auth-modal>` when present, and always
 * dispatches `biz-auth-required`).
 */
import { useState } from 'react';
import { toggleFavourite } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { bookmarkAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useAuth, useTransientMessage } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { requestLogin } from '../../src/services/auth.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import './events.ts';
import { bookmarkText } from './strings.ts';

/** Attributes of `<biz-bookmark>` as props, defaults applied (./attributes.ts). */
export type BookmarkProps = AttributeProps<typeof bookmarkAttributes>;

const isOn = (value: string | undefined) => value === 'true' || value === '1';

function Icon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bookmark button. */
export function BizBookmark({ itemId, type: kind, active, host }: BookmarkProps & HostProps) {
  const user = useAuth();
  // The server's value until the reader toggles; then the reader's.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const on = toggled ?? isOn(active);
  const call = useCall(host);
  const { busy, failure, clear } = call;
  const [notice, setNotice] = useTransientMessage(3000);

  const toggle = () => {
    if (!itemId || call.busy) return;
    clear();
    if (!user) {
      setNotice(bookmarkText('bookmark.login'));
      requestLogin(host, 'bookmark');
      return;
    }
    const next = !on;
    call.run({
      request: () => toggleFavourite(kind, itemId),
      endpoint: '/me/add-fav',
      failed: bookmarkText('bookmark.failed'),
      retry: toggle,
      optimistic: { apply: () => setToggled(next), rollback: () => setToggled(!next) },
      done: () => {
        setNotice(bookmarkText(next ? 'bookmark.added' : 'bookmark.removed'));
        emit(host, 'biz-bookmark-toggle', { itemId, type: kind, active: next });
      },
    });
  };

  return (
    <>
      <button
        type="button"
        part="button"
        aria-pressed={on}
        aria-busy={busy}
        // One name in both states; aria-pressed alone says whether it is saved (APG toggle
        // button: a name that changed too would read «Убрать из закладок, нажата»). The tooltip
        // names what a click does.
        aria-label={bookmarkText('bookmark.addLabel')}
        title={bookmarkText(on ? 'bookmark.removeLabel' : 'bookmark.addLabel')}
        disabled={!itemId}
        onClick={toggle}
      >
        <Icon filled={on} />
        <span className="label" aria-hidden="true">
          {bookmarkText(on ? 'bookmark.remove' : 'bookmark.add')}
        </span>
      </button>
      {/* Polite for the notices (which announce through it); a failed save is an alert of its
          own, and the region is not live meanwhile (never inside two live regions). */}
      <div className="live" aria-live={failure ? undefined : 'polite'}>
        {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
        {!failure && notice && <Notice kind="success" message={notice} announce="none" />}
      </div>
    </>
  );
}
