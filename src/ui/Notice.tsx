/**
 * A notice line under a control: an error with a retry button, or a passing success message.
 * By default errors are `role="alert"` and successes polite (`role="status"`); `announce` says
 * otherwise: a failed load is not urgent (`polite`), and a notice inside a live region of the
 * element announces through it (`none`): nothing sits inside two live regions.
 */
import { t } from '../i18n/index.ts';

/** Props of {@link Notice}. */
interface NoticeProps {
  kind: 'error' | 'success';
  message: string;
  /** Shows a "Повторить" button. */
  onRetry?: () => void;
  /** Shows a close button. */
  onClose?: () => void;
  /**
   * How it announces itself: `alert` (`role="alert"`, assertive: only for what is urgent, like
   * the failure of what the reader just did), `polite` (`role="status"`), or `none` (no role: it
   * sits inside a live region that announces it). Default `alert` for errors, `polite` else.
   */
  announce?: 'alert' | 'polite' | 'none';
  /** Its id, for fields that the message is about (`aria-describedby`). */
  id?: string;
}

const ROLE = { alert: 'alert', polite: 'status', none: undefined } as const;

/** One notice; render it inside an always-present live region container for reliable announcements. */
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

/** Props of {@link OutcomeNotice}. */
interface OutcomeNoticeProps {
  /** The last call's failure (message and retry), or null. */
  failure: { message: string; retry?: () => void } | null;
  /** A success message shown while there is no failure, or null/empty. */
  success: string | null | undefined;
}

/**
 * The outcome of a reader's action under its control: the failure with its retry, else the
 * success message, in a `.live` box. Each notice is its own live region (an error an alert, a
 * success polite), so nothing sits inside two.
 */
export function OutcomeNotice({ failure, success }: OutcomeNoticeProps) {
  return (
    <div className="live">
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {!failure && success && <Notice kind="success" message={success} />}
    </div>
  );
}
