import { t } from '../i18n/index.ts';

interface NoticeProps {
  kind: 'error' | 'success';
  message: string;
  /** Shows a "Повторить" button. */
  onRetry?: () => void;
  onClose?: () => void;
  /** Default `alert` for errors (urgent), `polite` else; `none` inside another live region. */
  announce?: 'alert' | 'polite' | 'none';
  /** Its id, for fields that the message is about (`aria-describedby`). */
  id?: string;
}

const ROLE = { alert: 'alert', polite: 'status', none: undefined } as const;

/** An error (with retry) or success line; keep its container always present, to be announced. */
export function Notice({ kind, message, onRetry, onClose, announce, id }: NoticeProps) {
  return (
    <p
      id={id}
      part={kind === 'error' ? 'error' : 'notice'}
      className={`notice notice--${kind}`}
      role={ROLE[announce ?? (kind === 'error' ? 'alert' : 'polite')]}
    >
      <span>{message}</span>
      {onRetry && (
        <button type="button" part="retry" onClick={onRetry}>
          {t('action.retry')}
        </button>
      )}
      {onClose && (
        <button type="button" part="close" aria-label={t('action.close')} onClick={onClose}>
          ×
        </button>
      )}
    </p>
  );
}

interface OutcomeNoticeProps {
  /** The last call's failure (message and retry), or null. */
  failure: { message: string; retry?: () => void } | null;
  /** A success message shown while there is no failure, or null/empty. */
  success: string | null | undefined;
}

/** The outcome of a reader's action: the failure with its retry, else the success, in `.live`. */
export function OutcomeNotice({ failure, success }: OutcomeNoticeProps) {
  return (
    <div className="live">
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {!failure && success && <Notice kind="success" message={success} />}
    </div>
  );
}
