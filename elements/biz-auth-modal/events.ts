/** The events of `<biz-auth-modal>`, declared once (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

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

/** The events of `<biz-auth-modal>`: name → detail, documented. */
export interface AuthModalEvents {
  /** Signed in: `{username, userpic}`. */
  'biz-auth-login': AuthLoginDetail;
  /** Registered: `{email, name, nickname, message}`. */
  'biz-auth-register': AuthRegisterDetail;
  /** A request failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-auth-modal': AuthModalEvents;
  }
}
