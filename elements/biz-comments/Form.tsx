/**
 * The comment form (docs/behaviour.md#comments), top-level or a reply; each form keeps its own
 * draft until the server confirms it was sent. Ctrl+Enter sends; Escape closes a reply form.
 */
import { useContext, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { sendComment } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import { emit } from '../../src/element/events.ts';
import { adopt } from '../../src/element/lazy-part.tsx';
import { useAuth, useFailure, useTransientMessage, type Failure } from '../../src/element/hooks.ts';
import { requestLogin } from '../../src/services/auth.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { WithName } from '../../src/ui/Name.tsx';
import { displayName } from '../../src/ui/names.ts';
import { CommentsContext } from './context.ts';
import { MentionList, useMentions } from './mentions.tsx';
import { readDraft, writeDraft } from '../../src/comments/drafts.ts';
import { formText } from './form-strings.ts';
import formCss from './form.css?inline';

const FORM_STYLES = [formCss];

/** How long the «sent» notice shows, in ms. */
export const NOTICE_MS = 5000;

/** Props of {@link CommentForm}. */
export interface CommentFormProps {
  /** '0' for a top-level comment. */
  parentId: string;
  /** Whom the reply answers (shown in the form's name). */
  replyName?: string;
  /** Closes a reply form. */
  onClose?: () => void;
}

/** A comment form. */
export function CommentForm({ parentId, replyName, onClose }: CommentFormProps) {
  const { articleId, host, minlength, root } = useContext(CommentsContext)!;
  // The form's styles come with its chunk; adopted before anything of the form is laid out.
  useLayoutEffect(() => adopt(root, FORM_STYLES), [root]);
  const user = useAuth();
  const [text, setText] = useState(() => readDraft(articleId, parentId)?.message ?? '');
  const [anonymous, setAnonymous] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const id = `form-${parentId}`;

  const change = (value: string, at: number | null = null) => {
    setText(value);
    caret.current = at;
    writeDraft(articleId, { parent_id: parentId, message: value });
  };
  const mentions = useMentions(host, change);

  // A reply form takes focus when it opens. Not `autoFocus`, which Preact only writes.
  useLayoutEffect(() => {
    if (parentId !== '0') field.current?.focus();
  }, [parentId]);

  useLayoutEffect(() => {
    if (caret.current !== null && field.current) {
      field.current.focus();
      field.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [text]);

  const length = text.trim().length;
  const send = useSend(parentId, () => {
    change('');
    field.current?.focus();
  });
  const ready = length > minlength && !send.busy;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    mentions.close();
    send.run(text, !user || anonymous, submit);
  };

  const listId = `${id}-mentions`;
  return (
    <form
      part="form"
      className={`form${parentId === '0' ? '' : ' reply'}`}
      aria-label={
        replyName ? formText('replyTo', { name: displayName(replyName) }) : formText('formLabel')
      }
      onSubmit={submit}
      noValidate
    >
      <Who user={user} anonymous={anonymous} setAnonymous={setAnonymous} host={host} />
      <div className="field">
        <textarea
          ref={field}
          part="textarea"
          aria-label={formText('formLabel')}
          aria-describedby={`${id}-hint`}
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-controls={mentions.open ? listId : undefined}
          aria-activedescendant={mentions.open ? `${listId}-${mentions.active}` : undefined}
          placeholder={formText(parentId === '0' ? 'placeholder' : 'replyPlaceholder')}
          minLength={minlength}
          maxLength={5000}
          rows={parentId === '0' ? 4 : 3}
          value={text}
          onChange={(event) => {
            change(event.target.value);
            mentions.update(event.target);
          }}
          onSelect={(event) => mentions.update(event.currentTarget)}
          onBlur={mentions.close}
          onKeyDown={(event) => {
            mentions.onKeyDown(event);
            if (event.defaultPrevented) return;
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape' && onClose) {
              event.preventDefault();
              onClose(); // the draft stays stored
            }
          }}
        />
        {mentions.open && (
          <MentionList
            id={listId}
            users={mentions.users}
            active={mentions.active}
            onChoose={(u) => field.current && mentions.choose(field.current, u)}
          />
        )}
        <span className="visually-hidden" aria-live="polite">
          {mentions.status}
        </span>
      </div>
      <FormFooter
        hintId={`${id}-hint`}
        hint={
          length > 0 && length <= minlength
            ? formText('moreChars', { n: minlength + 1 - length })
            : ''
        }
        busy={send.busy}
        ready={ready}
        onClose={onClose}
        refusal={send.refusal}
        failure={send.failure}
        notice={send.notice}
      />
    </form>
  );
}

interface Send {
  /** A send is on its way. */
  busy: boolean;
  /** The server's refusal shown («Вы не подтвердили емайл или забанены!», …), or null. */
  refusal: string | null;
  /** A failed send shown, with its retry, or null. */
  failure: Failure | null;
  /** «Спасибо! Комментарий появится после проверки модератором.» for 5 s, or null. */
  notice: string | null;
  /** POST /comments/send; `biz-comment-send` on an answer, `biz-error` and `retry` on a failure. */
  run(message: string, anonymous: boolean, retry: () => void): void;
}

/** Sending the comment of the form under `parentId` ('0': the main one). */
function useSend(parentId: string, sent: () => void): Send {
  const { articleId, host } = useContext(CommentsContext)!;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { failure, report, clear } = useFailure(host);
  const [notice, setNotice] = useTransientMessage(NOTICE_MS);
  const run = (message: string, anonymous: boolean, retry: () => void) => {
    setBusy(true);
    setRefusal(null);
    setNotice(null);
    clear();
    sendComment({
      article_id: articleId,
      message,
      parent_id: parentId,
      is_anonymous: anonymous ? 1 : 0,
    })
      .then((answer) => {
        const status = String(answer.status);
        emit(host, 'biz-comment-send', { articleId, parentId, status });
        if (isSuccessStatus(answer.status)) {
          sent();
          setNotice(formText('awaitsModeration'));
        } else {
          setRefusal(
            status === 'not_active'
              ? formText('notActive')
              : [formText('notSent'), answer.message].filter(Boolean).join('. '),
          );
        }
      })
      .catch((error: unknown) => report(error, `${formText('notSent')}.`, '/comments/send', retry))
      .finally(() => setBusy(false));
  };
  return { busy, refusal, failure, notice, run };
}

/** The form's foot: hint, buttons, and notices, each its own live region (none inside two). */
function FormFooter({
  hintId,
  hint,
  busy,
  ready,
  onClose,
  refusal,
  failure,
  notice,
}: {
  hintId: string;
  hint: string;
  busy: boolean;
  ready: boolean;
  onClose: (() => void) | undefined;
  refusal: string | null;
  failure: Failure | null;
  notice: string | null;
}) {
  return (
    <>
      <div className="bar">
        <span className="hint" id={hintId}>
          {hint}
        </span>
        {onClose && (
          <button type="button" onClick={onClose}>
            {formText('cancel')}
          </button>
        )}
        <button type="submit" part="submit" className="primary" disabled={!ready}>
          {formText(busy ? 'sending' : 'send')}
        </button>
      </div>
      <div className="live">
        {refusal && <Notice kind="error" message={refusal} />}
        {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
        {notice && <Notice kind="success" message={notice} />}
      </div>
    </>
  );
}

/** Who writes: the signed-in reader with «анонимно», or a guest's line with «Войти». */
function Who({
  user,
  anonymous,
  setAnonymous,
  host,
}: {
  user: ReturnType<typeof useAuth>;
  anonymous: boolean;
  setAnonymous: (anonymous: boolean) => void;
  host: HTMLElement;
}) {
  return (
    <div className="who">
      {user ? (
        <>
          <Avatar
            username={user.username}
            userpic={user.userpic}
            size={36}
            part={null}
            standIn="letter"
            className="pic"
            lazy
          />
          <span>
            <WithName text={formText('asUser')} name={user.username} />
          </span>
          <label className="check">
            <input
              type="checkbox"
              part="anonymous"
              checked={anonymous}
              onChange={(event) => setAnonymous(event.target.checked)}
            />
            {formText('postAnonymously')}
          </label>
        </>
      ) : (
        <span>
          {formText('asGuest')}{' '}
          <button
            type="button"
            part="sign-in"
            className="link"
            onClick={() => requestLogin(host, 'comment')}
          >
            {formText('signIn')}
          </button>
          , {formText('signInHint')}
        </span>
      )}
    </div>
  );
}
