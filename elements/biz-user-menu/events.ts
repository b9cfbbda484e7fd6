/** The events of `<biz-user-menu>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { AuthRequiredDetail } from '../../src/services/auth.ts';
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-auth-logout`: who signed out. */
export interface AuthLogoutDetail {
  username: string;
}

/** The events of `<biz-user-menu>`: name → detail, documented. */
export interface UserMenuEvents {
  /** Signed out: `{username}`. */
  'biz-auth-logout': AuthLogoutDetail;
  /** «Войти» was pressed: `{tab: 'login', reason: 'user-menu'}`. */
  'biz-auth-required': AuthRequiredDetail;
  /** GET /logout failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-user-menu': UserMenuEvents;
  }
}
