/**
 * A notice line under a control: an error with a retry button, or a passing success message.
 * Errors are `role="alert"`; successes are polite (`role="status"`).
 */
import { t } from '../i18n/index.ts';

/** Props of {@link Notice}. */
export interface NoticeProps {
  kind: 'error' | 'success';
  message: string;
  /** Shows a "Повторить" button. */
  onRetry?: () => void;
  /** Shows a close button. */
  onClose?: () => void;
}

/** One notice; render it inside an always-present live region container for reliable announcements. */
export function Notice({ kind, message, onRetry, onClose }: NoticeProps) {
  return (
    <p
      part={kind === 'error' ? 'error' : 'notice'}
      className={`notice notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
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
