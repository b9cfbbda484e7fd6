import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-auth-modal>`: part name → what it is. */
export const authModalParts = defineParts({
  dialog: 'The sign-in `<dialog>`.',
  'dialog-title': 'Its title.',
  close: 'The × button of each dialog.',
  'tab-login': 'The login tab.',
  'tab-register': 'The registration tab.',
  'tab-restore': 'The restore password tab.',
  error: 'The error block (`role="alert"`) under the active form.',
  retry: 'The retry button of a failed request.',
  notice: 'The restore success notice.',
  forgot: 'The "Забыли пароль?" link button under the login form.',
  'success-dialog': 'The registration success dialog.',
  'success-message': 'Its message.',
  'restore-error-dialog': 'The restore error dialog (`role="alertdialog"`).',
  'restore-error-message': 'Its message.',
});
