/** The events of `<biz-profile>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { AuthRequiredDetail } from '../../src/services/auth.ts';
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-profile-update`: what was saved. */
export type ProfileUpdateDetail =
  | { what: 'password' }
  | { what: 'userpic'; /** The new avatar URL. */ userpic: string }
  | { what: 'favourite'; /** The remove link that was followed. */ href: string };

/** The events of `<biz-profile>`: name → detail, documented. */
export interface ProfileEvents {
  /** Saved: `{what: 'password'}`, `{what: 'userpic', userpic}` or `{what: 'favourite', href}`. */
  'biz-profile-update': ProfileUpdateDetail;
  /** An anonymous reader pressed «Войти»: `{tab: 'login', reason: 'profile'}`. */
  'biz-auth-required': AuthRequiredDetail;
  /** A call failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-profile': ProfileEvents;
  }
}
