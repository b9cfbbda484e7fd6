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
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { changePassword, removeDeletedFavourite, uploadUserpic } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import {
  useAuth,
  useFailure,
  useTransientMessage,
  useUnmountSignal,
} from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { formatBytes, ta } from '../../src/i18n/ru/auth.ts';
import { auth, requestLogin, type SignedInUser } from '../../src/services/auth.ts';
import { ownOriginUrl, safeUrl } from '../../src/services/url.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import {
  formValues,
  isFormFilled,
  LightField,
  LightSubmit,
  useFormFilled,
} from '../../src/ui/LightForm.tsx';
import { Notice } from '../../src/ui/Notice.tsx';
import {
  DEFAULT_USERPIC_MAX_MB,
  USERPIC_TYPES,
  userpicContentProblem,
  userpicProblem,
} from './userpic.ts';
import './events.ts';

/** Attributes of `<biz-profile>` as props. */
export interface ProfileProps {
  /** `password-action`: URL the password change form posts to. */
  passwordAction?: string;
  /** `max-size-mb`: largest avatar in megabytes. Default 5. */
  maxSizeMb?: number;
}

/** A failure worded with the server's own message where it sent one (src/element/hooks.ts). */
const SERVER_WORDING = { serverMessage: true };

/** Draws `bitmap` into `canvas`, cropped to a centred square (like `object-fit: cover`). */
function drawCover(canvas: HTMLCanvasElement, bitmap: ImageBitmap) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const side = Math.min(bitmap.width, bitmap.height);
  const sx = (bitmap.width - side) / 2;
  const sy = (bitmap.height - side) / 2;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
}

/** The avatar card: current userpic, file choice, preview, upload. */
function AvatarEditor({
  user,
  maxBytes,
  host,
}: {
  user: SignedInUser;
  maxBytes: number;
  host: HTMLElement;
}) {
  const titleId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const call = useCall(host);
  const { busy, failure: problem, show: setProblem } = call;
  const [notice, setNotice] = useTransientMessage(3000);

  const choice = useRef(0);
  const choose = (chosen: File) => {
    setNotice(null);
    const ticket = ++choice.current; // a later choice wins over a check still reading
    const reason = userpicProblem(chosen, maxBytes);
    if (reason) {
      setProblem({ message: reason });
      setFile(null);
      return;
    }
    // The first bytes decide (PNG, JPEG, GIF, WebP), not the type the browser reports.
    void userpicContentProblem(chosen).then((wrong) => {
      if (ticket !== choice.current) return;
      setProblem(wrong ? { message: wrong } : null);
      setFile(wrong ? null : chosen);
    });
  };

  useEffect(() => {
    if (!file) return;
    let alive = true;
    createImageBitmap(file).then(
      (bitmap) => {
        if (alive && canvas.current) drawCover(canvas.current, bitmap);
        bitmap.close();
      },
      () => {
        if (!alive) return;
        setProblem({ message: ta('profile.unreadable', { name: file.name }) });
        setFile(null);
      },
    );
    return () => {
      alive = false;
    };
  }, [file, setProblem]);

  const upload = () => {
    if (!file || call.busy) return;
    call.run({
      request: (signal) => uploadUserpic(file, { signal }),
      endpoint: '/profile/update/userpic',
      failed: ta('profile.uploadFailed'),
      wording: SERVER_WORDING,
      retry: upload,
      done: ({ userpic }) => {
        auth().update({ userpic });
        emit(host, 'biz-profile-update', { what: 'userpic', userpic });
        setFile(null);
        setNotice(ta('profile.uploaded'));
        chooseButton.current?.focus();
      },
    });
  };

  const cancel = () => {
    choice.current += 1;
    setFile(null);
    setProblem(null);
    chooseButton.current?.focus();
  };

  return (
    <section className="card" part="avatar-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {ta('profile.avatarTitle')}
      </h2>
      <div className="avatar-row">
        {file ? (
          <canvas
            ref={canvas}
            part="preview"
            className="preview"
            width={192}
            height={192}
            role="img"
            aria-label={ta('profile.preview', { name: file.name })}
          />
        ) : (
          <Avatar
            username={user.username}
            userpic={user.userpic}
            size={96}
            part="current-userpic"
          />
        )}
        <div className="avatar-actions">
          <input
            ref={input}
            type="file"
            part="file"
            accept={USERPIC_TYPES.join(',')}
            hidden
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = ''; // the same file may be chosen again
              if (chosen) choose(chosen);
            }}
          />
          <button
            ref={chooseButton}
            type="button"
            part="choose"
            aria-describedby={hintId}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {ta(file ? 'profile.chooseOther' : 'profile.choose')}
          </button>
          {file && (
            <>
              <button
                type="button"
                part="upload"
                className="primary"
                aria-busy={busy}
                aria-disabled={busy || undefined}
                onClick={upload}
              >
                {ta(busy ? 'profile.uploadBusy' : 'profile.upload')}
              </button>
              <button type="button" part="cancel" disabled={busy} onClick={cancel}>
                {ta('profile.cancel')}
              </button>
            </>
          )}
          <p id={hintId} className="hint">
            {ta('profile.avatarHint', { max: formatBytes(maxBytes) })}
          </p>
        </div>
      </div>
      <div className="live" aria-live="polite">
        {problem && <Notice kind="error" message={problem.message} onRetry={problem.retry} />}
        {!problem && notice && <Notice kind="success" message={notice} />}
      </div>
    </section>
  );
}

/** The favourites card: the page's list, with remove links of deleted items working in place. */
function Favourites({ host }: { host: HTMLElement }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [count, setCount] = useState(() => favouriteItems(host).length);
  // Several links may be removed at once (one request each): the one reporter, with a
  // busy mark per link instead of useCall's single flight.
  const { failure: problem, report, clear: clearProblem } = useFailure(host);
  const [notice, setNotice] = useTransientMessage(3000);
  const signal = useUnmountSignal();
  const busy = useRef(new WeakSet<Element>());
  const slot = useRef<HTMLSlotElement>(null);

  useEffect(() => {
    const target = slot.current;
    if (!target) return;
    const onChange = () => setCount(favouriteItems(host).length);
    target.addEventListener('slotchange', onChange);
    return () => target.removeEventListener('slotchange', onChange);
  }, [host]);

  const remove = useCallback(
    (link: HTMLAnchorElement) => {
      const href = link.getAttribute('href');
      // Fetched with credentials: only http(s) on the page's or apiBase's origin (as written, or
      // resolved against apiBase when one is set).
      const url = ownOriginUrl(href) && safeUrl(href);
      if (!href || !url || busy.current.has(link)) return;
      busy.current.add(link);
      link.setAttribute('aria-busy', 'true');
      clearProblem();
      setNotice(null);
      removeDeletedFavourite(url, { signal: signal() })
        .then(() => {
          const item = link.closest('li, [data-fav-item]') ?? link;
          const hadFocus = item.contains(document.activeElement);
          const items = favouriteItems(host);
          const index = items.indexOf(item);
          const next = items[index + 1] ?? items[index - 1];
          item.remove();
          setCount(favouriteItems(host).length);
          setNotice(ta('profile.removed'));
          emit(host, 'biz-profile-update', { what: 'favourite', href });
          if (hadFocus) {
            const target = next?.querySelector<HTMLElement>('a[href], button') ?? title.current;
            target?.focus();
          }
        })
        .catch((error: unknown) => {
          const endpoint = href.split('?')[0] ?? href;
          report(error, ta('profile.removeFailed'), endpoint, () => remove(link), SERVER_WORDING);
        })
        .finally(() => {
          busy.current.delete(link);
          link.removeAttribute('aria-busy');
        });
    },
    [host, report, clearProblem, setNotice, signal],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-fav-remove]');
      if (!(link instanceof HTMLAnchorElement) || !link.closest('[slot="favourites"]')) return;
      if (link.getRootNode() !== host.getRootNode()) return;
      // A remove link elsewhere (another origin, not http(s)) is the page's own plain link.
      if (!ownOriginUrl(link.getAttribute('href'))) return;
      event.preventDefault();
      remove(link);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, remove]);

  return (
    <section className="card" part="favourites-section" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} className="card__title" tabIndex={-1}>
        {ta('profile.favouritesTitle')}
      </h2>
      <slot ref={slot} name="favourites" />
      {count === 0 && (
        <p className="empty" part="favourites-empty">
          {ta('profile.favouritesEmpty')}
        </p>
      )}
      <div className="live" aria-live="polite">
        {problem && <Notice kind="error" message={problem.message} onRetry={problem.retry} />}
        {!problem && notice && <Notice kind="success" message={notice} />}
      </div>
    </section>
  );
}

/** The favourite items the page put in slot `favourites`. */
function favouriteItems(host: HTMLElement): Element[] {
  return Array.from(
    host.querySelectorAll(
      ':scope > [slot="favourites"] li, :scope > [slot="favourites"] [data-fav-item], :scope > li[slot="favourites"]',
    ),
  );
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
