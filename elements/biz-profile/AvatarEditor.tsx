/**
 * The avatar card of `<biz-profile>` (docs/behaviour.md#profile): a file is checked (type and
 * size, then its first bytes) before anything is sent, previewed on a canvas (no blob: or data:
 * URL, so a strict CSP `img-src` allows it), then uploaded as multipart `userpic`; the new userpic
 * goes into the auth store, so every element shows it at once.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { uploadUserpic } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { useTransientMessage } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { auth, type SignedInUser } from '../../src/services/auth.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { OutcomeNotice } from '../../src/ui/Notice.tsx';
import { USERPIC_TYPES, userpicContentProblem, userpicProblem } from './userpic.ts';
import { SERVER_WORDING } from './wording.ts';
import './events.ts';
import { formatBytes, profileText } from './strings.ts';

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

/**
 * Draws the chosen `file` into `canvas` (see {@link drawCover}) whenever it changes; a file the
 * browser cannot decode is dropped (`setFile(null)`) and explained through `setProblem` (the
 * `profile.unreadable` message). A result that arrives after the file changed again is ignored.
 */
function useCoverPreview(
  file: File | null,
  canvas: RefObject<HTMLCanvasElement | null>,
  setProblem: (failure: { message: string } | null) => void,
  setFile: (file: File | null) => void,
): void {
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
        setProblem({ message: profileText('profile.unreadable', { name: file.name }) });
        setFile(null);
      },
    );
    return () => {
      alive = false;
    };
  }, [file, canvas, setProblem, setFile]);
}

/** The avatar card: current userpic, file choice, preview, upload. */
export function AvatarEditor({
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

  useCoverPreview(file, canvas, setProblem, setFile);

  const upload = () => {
    if (!file || call.busy) return;
    call.run({
      request: (signal) => uploadUserpic(file, { signal }),
      endpoint: '/profile/update/userpic',
      failed: profileText('profile.uploadFailed'),
      wording: SERVER_WORDING,
      retry: upload,
      done: ({ userpic }) => {
        auth().update({ userpic });
        emit(host, 'biz-profile-update', { what: 'userpic', userpic });
        setFile(null);
        setNotice(profileText('profile.uploaded'));
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
        {profileText('profile.avatarTitle')}
      </h2>
      <div className="avatar-row">
        <AvatarPreview file={file} canvas={canvas} user={user} />
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
            {profileText(file ? 'profile.chooseOther' : 'profile.choose')}
          </button>
          {file && <UploadButtons busy={busy} onUpload={upload} onCancel={cancel} />}
          <p id={hintId} className="hint">
            {profileText('profile.avatarHint', { max: formatBytes(maxBytes) })}
          </p>
        </div>
      </div>
      <OutcomeNotice failure={problem} success={notice} />
    </section>
  );
}

/** The chosen picture drawn as it will be cut (a square canvas), or the current userpic. */
function AvatarPreview({
  file,
  canvas,
  user,
}: {
  file: File | null;
  canvas: RefObject<HTMLCanvasElement | null>;
  user: SignedInUser;
}) {
  return file ? (
    <canvas
      ref={canvas}
      part="preview"
      className="preview"
      width={192}
      height={192}
      role="img"
      aria-label={profileText('profile.preview', { name: file.name })}
    />
  ) : (
    <Avatar username={user.username} userpic={user.userpic} size={96} part="current-userpic" />
  );
}

/** «Сохранить аватар» (busy while the upload runs) and «Отменить» for a chosen picture. */
function UploadButtons({
  busy,
  onUpload,
  onCancel,
}: {
  busy: boolean;
  onUpload: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <button
        type="button"
        part="upload"
        className="primary"
        aria-busy={busy}
        aria-disabled={busy || undefined}
        onClick={onUpload}
      >
        {profileText(busy ? 'profile.uploadBusy' : 'profile.upload')}
      </button>
      <button type="button" part="cancel" disabled={busy} onClick={onCancel}>
        {profileText('profile.cancel')}
      </button>
    </>
  );
}
