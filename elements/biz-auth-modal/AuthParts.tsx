/** The sign-in dialog's tab panel and result dialogs (docs/behaviour.md#auth-modal). */
import type { Failure } from '../../src/element/hooks.ts';
import { t } from '../../src/i18n/index.ts';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { Notice } from '../../src/ui/Notice.tsx';
import type { AuthTab } from './channel.ts';
import { authModalText } from './strings.ts';

/** One tab panel: its form's slot, its notices, and on the login tab «Забыли пароль?». */
export function AuthPanel({
  tab,
  error,
  restoreSent,
  onForgot,
}: {
  tab: AuthTab;
  error: Failure | null;
  restoreSent: string | null;
  onForgot: () => void;
}) {
  return (
    <div className="panel">
      {tab === 'restore' && <p className="intro">{authModalText('restore.intro')}</p>}
      <slot name={tab} />
      {/* Each notice is its own live region: nothing sits inside two. */}
      <div className="live">
        {error && <Notice kind="error" message={error.message} onRetry={error.retry} />}
        {tab === 'restore' && !error && restoreSent && (
          <Notice kind="success" message={restoreSent} />
        )}
      </div>
      {tab === 'login' && (
        <button type="button" className="link" part="forgot" onClick={onForgot}>
          {authModalText('login.forgot')}
        </button>
      )}
    </div>
  );
}

/** The dialog after a registration (part `success-dialog`) with the server's `message`. */
export function SuccessDialog({
  message,
  onClose,
  returnFocus,
}: {
  /** The message; null: closed. */
  message: string | null;
  onClose: () => void;
  returnFocus: () => Element | null | undefined;
}) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={authModalText('register.successTitle')}
      part="success-dialog"
      closeLabel={t('action.close')}
      returnFocus={returnFocus}
    >
      <p className="message message--success" part="success-message">
        {message}
      </p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={onClose}>
          {authModalText('register.ok')}
        </button>
      </div>
    </Dialog>
  );
}

/** The restore error alert dialog (part `restore-error-dialog`), with «Повторить» when it can. */
export function RestoreErrorDialog({
  failure,
  onClose,
}: {
  /** The failure; null: closed. */
  failure: Failure | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={failure !== null}
      onClose={onClose}
      role="alertdialog"
      title={authModalText('restore.errorTitle')}
      part="restore-error-dialog"
      closeLabel={t('action.close')}
      closeOnBackdrop={false}
    >
      <p className="message message--error" part="restore-error-message">
        {failure?.message}
      </p>
      <div className="dialog-actions">
        {failure?.retry && (
          <button type="button" className="primary" part="retry" onClick={failure.retry}>
            {t('action.retry')}
          </button>
        )}
        <button type="button" className="secondary" onClick={onClose}>
          {t('action.close')}
        </button>
      </div>
    </Dialog>
  );
}
