/**
 * Events of `<biz-auth-modal>`, added to the shared event map (`src/element/events.ts`).
 */
import type {} from '../../src/element/events.ts';

/** Detail of `biz-auth-login`: who signed in, as the header now shows them. */
export interface AuthLoginDetail {
  username: string;
  /** Avatar URL; '' when the reader has none. */
  userpic: string;
}

/** Detail of `biz-auth-register`: what was registered and what the server said. */
export interface AuthRegisterDetail {
  email: string;
  name: string;
  nickname: string;
  /** The server's message (also shown in the success dialog). */
  message: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-auth-login': AuthLoginDetail;
    'biz-auth-register': AuthRegisterDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-auth-login': CustomEvent<AuthLoginDetail>;
    'biz-auth-register': CustomEvent<AuthRegisterDetail>;
  }
}
