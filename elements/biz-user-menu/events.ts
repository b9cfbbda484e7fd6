/**
 * Events of `<biz-user-menu>`, added to the shared event map (`src/element/events.ts`).
 */
import type {} from '../../src/element/events.ts';

/** Detail of `biz-auth-logout`: who signed out. */
export interface AuthLogoutDetail {
  username: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-auth-logout': AuthLogoutDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-auth-logout': CustomEvent<AuthLogoutDetail>;
  }
}
