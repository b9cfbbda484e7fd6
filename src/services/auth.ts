/**
 * Auth store (DESIGN.md "Services: auth store"; spec 4 "Auth", spec 6 "Roles").
 *
 * Anonymous or `{ username, userpic }`. Initial state from
 * `<meta name="biz-widgets:user" content='{"username":"…","userpic":"…"}'>`. Changes reach every
 * element at once (subscribers) and other open tabs (BroadcastChannel `biz-widgets`).
 * Elements read it with `useSyncExternalStore` (see `src/element/hooks.ts`).
 */
import { shared } from './registry.ts';

/** A signed-in reader as the header shows them. */
export interface SignedInUser {
  username: string;
  /** URL of the avatar; '' when the reader has none. */
  userpic: string;
}

/** Anonymous (null) or signed in. */
export type AuthState = SignedInUser | null;

/** The auth store API. */
export interface AuthStore {
  /** Current state; the same object until it changes (safe for `useSyncExternalStore`). */
  getState(): AuthState;
  /** Calls `listener` after every change. @returns unsubscribe */
  subscribe(listener: () => void): () => void;
  /** Marks the reader signed in, here and in other tabs. */
  login(user: SignedInUser): void;
  /** Marks the reader anonymous, here and in other tabs. */
  logout(): void;
}

function parseUser(value: unknown): AuthState {
  if (!value || typeof value !== 'object') return null;
  const { username, userpic } = value as Record<string, unknown>;
  if (typeof username !== 'string' || username.trim() === '') return null;
  return { username, userpic: typeof userpic === 'string' ? userpic : '' };
}

function fromMeta(): AuthState {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="biz-widgets:user"]');
  if (!meta?.content) return null;
  try {
    return parseUser(JSON.parse(meta.content));
  } catch {
    console.warn('[biz-widgets] meta biz-widgets:user is not valid JSON');
    return null;
  }
}

const CHANNEL = 'biz-widgets';

function createAuthStore(): AuthStore & { dispose(): void } {
  let state: AuthState = fromMeta();
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

  const apply = (next: AuthState) => {
    const same =
      next === state ||
      (next && state && next.username === state.username && next.userpic === state.userpic);
    if (same) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const broadcast = (next: AuthState) => {
    try {
      channel?.postMessage({ type: 'auth', user: next });
    } catch {
      /* a closed channel: other tabs simply do not hear */
    }
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; user?: unknown } | null;
      if (data?.type === 'auth') apply(parseUser(data.user));
    };
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login(user) {
      const next = parseUser(user);
      apply(next);
      broadcast(next);
    },
    logout() {
      apply(null);
      broadcast(null);
    },
    dispose() {
      channel?.close();
      listeners.clear();
    },
  };
}

/** The page's auth store. */
export function auth(): AuthStore {
  return shared('auth', createAuthStore);
}

/** Detail of the `biz-auth-required` event. */
export interface AuthRequiredDetail {
  /** Which tab the sign-in dialog should open on. */
  tab: 'login';
  /** What the reader tried to do, e.g. 'bookmark'. */
  reason: string;
}

/**
 * Asks for sign-in: opens the page's `<biz-auth-modal>` (adding one if the tag is defined but absent),
 * and always dispatches `biz-auth-required` from `origin` (bubbling, composed) so pages can react.
 * @param origin the element the reader used (focus returns there after the dialog)
 * @param reason what the reader tried to do
 */
export function requestLogin(origin: Element, reason: string): void {
  const detail: AuthRequiredDetail = { tab: 'login', reason };
  origin.dispatchEvent(
    new CustomEvent('biz-auth-required', { detail, bubbles: true, composed: true }),
  );
  if (typeof customElements === 'undefined' || !customElements.get('biz-auth-modal')) return;
  let modal = document.querySelector('biz-auth-modal') as
    (HTMLElement & { show?: (tab: string) => void }) | null;
  if (!modal) {
    modal = document.createElement('biz-auth-modal');
    document.body.append(modal);
  }
  modal.show?.('login');
}
