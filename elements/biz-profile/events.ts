/**
 * Events of `<biz-profile>`, added to the shared event map (`src/element/events.ts`).
 */
import type {} from '../../src/element/events.ts';

/** Detail of `biz-profile-update`: what was saved. */
export type ProfileUpdateDetail =
  | { what: 'password' }
  | { what: 'userpic'; /** The new avatar URL. */ userpic: string }
  | { what: 'favourite'; /** The remove link that was followed. */ href: string };

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-profile-update': ProfileUpdateDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-profile-update': CustomEvent<ProfileUpdateDetail>;
  }
}
