/**
 * Auth store (docs/behaviour.md#sign-in-state), shared with other tabs. It starts from the site's
 * `<meta name="biz-widgets:user">`, rendered from its session (empty: anonymous), else the
 * localStorage snapshot (page scripts cannot read the HttpOnly session), else anonymous.
 */
import { shared } from './registry.ts';
import { storage } from './storage.ts';
import { isHttpOrRelative } from './url.ts';
import { AUTH_SNAPSHOT_KEY } from './keys.ts';

/** A signed-in reader as the header shows them. */
export interface SignedInUser {
  username: string;
  /** The avatar's URL, or ''. */
  userpic: string;
}

/** Anonymous (null) or signed in. */
export type AuthState = SignedInUser | null;

/** The auth store API. */
export interface AuthStore {
  /** The same object until it changes (for `useSyncExternalStore`). */
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Signs the reader in here, in other tabs and in pages opened later. */
  login(user: SignedInUser): void;
  logout(): void;
  /** Changes the signed-in reader's name or userpic; nothing when anonymous. */
  update(patch: Partial<SignedInUser>): void;
}

const MAX_USERNAME_LENGTH = 200;

/** A signed-in reader from untrusted data, or null; an unsafe userpic becomes ''. */
function parseUser(value: unknown): AuthState {
  if (!value || typeof value !== 'object') return null;
  const { username, userpic } = value as Record<string, unknown>;
  if (typeof username !== 'string' || username.trim() === '') return null;
  if (username.length > MAX_USERNAME_LENGTH) return null;
  return {
    username,
    userpic: typeof userpic === 'string' && isHttpOrRelative(userpic) ? userpic : '',
  };
}

function parseJson(text: string | null): AuthState {
  if (!text) return null;
  try {
    return parseUser(JSON.parse(text));
  } catch {
    return null;
  }
}

/** What the meta tag says; `undefined` without a usable tag. */
function fromMeta(): AuthState | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="biz-widgets:user"]');
  if (!meta) return undefined;
  const content = meta.content.trim();
  if (!content) return null;
  try {
    return parseUser(JSON.parse(content));
  } catch {
    console.warn('[biz-widgets] meta biz-widgets:user is not valid JSON');
    return undefined;
  }
}

const sameUser = (a: AuthState, b: AuthState) =>
  a === b || (!!a && !!b && a.username === b.username && a.userpic === b.userpic);

const CHANNEL = 'biz-widgets';

function createAuthStore(): AuthStore & { dispose(): void } {
  const store = storage();
  const meta = fromMeta();
  let state: AuthState = meta === undefined ? parseJson(store.get(AUTH_SNAPSHOT_KEY)) : meta;
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  let writing = false;

  /** Keeps the snapshot equal to `user`, or drops it (quota) rather than leave a stale one. */
  const save = (user: AuthState) => {
    const saved = () => parseJson(store.get(AUTH_SNAPSHOT_KEY));
    if (sameUser(saved(), user)) return;
    writing = true;
    if (user) store.set(AUTH_SNAPSHOT_KEY, JSON.stringify(user));
    if (!sameUser(saved(), user)) store.remove(AUTH_SNAPSHOT_KEY);
    writing = false;
  };

  const apply = (next: AuthState) => {
    if (sameUser(next, state)) return;
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
  const set = (next: AuthState) => {
    apply(next);
    save(next);
    broadcast(next);
  };

  if (meta !== undefined) save(meta);
  const unsubscribeSnapshot = store.subscribe(AUTH_SNAPSHOT_KEY, (value) => {
    if (!writing) apply(parseJson(value));
  });
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
      set(parseUser(user));
    },
    logout() {
      set(null);
    },
    update(patch) {
      if (state) set(parseUser({ ...state, ...patch }));
    },
    dispose() {
      channel?.close();
      unsubscribeSnapshot();
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
  tab: 'login';
  /** What the reader tried to do, e.g. 'bookmark'. */
  reason: string;
}

interface AuthModalLike extends HTMLElement {
  show?: (tab: 'login' | 'register' | 'restore', opener?: Element) => void;
  preload?: () => Promise<void>;
}

function autoloadable(tag: string): boolean {
  const loader = (globalThis as { BizWidgets?: { tags?: readonly string[] } }).BizWidgets;
  return Array.isArray(loader?.tags) && loader.tags.includes(tag);
}

/** Asks for sign-in: dispatches `biz-auth-required` from `origin`, opens `<biz-auth-modal>`. */
export function requestLogin(origin: Element, reason: string): void {
  const detail: AuthRequiredDetail = { tab: 'login', reason };
  origin.dispatchEvent(
    new CustomEvent('biz-auth-required', { detail, bubbles: true, composed: true }),
  );
  if (typeof customElements === 'undefined') return;
  const defined = Boolean(customElements.get('biz-auth-modal'));
  if (!defined && !autoloadable('biz-auth-modal')) return;
  let modal = document.querySelector<AuthModalLike>('biz-auth-modal');
  if (!modal) {
    modal = document.createElement('biz-auth-modal') as AuthModalLike;
    document.body.append(modal);
  }
  const target = modal;
  const open = () => target.show?.('login', origin);
  if (defined) open();
  else void customElements.whenDefined('biz-auth-modal').then(open);
}

/** Loads `<biz-auth-modal>`'s dialog chunk as the reader points at «Войти»: no wait on click. */
export function preloadLogin(): void {
  if (typeof customElements === 'undefined' || !customElements.get('biz-auth-modal')) return;
  document
    .querySelector<AuthModalLike>('biz-auth-modal')
    ?.preload?.()
    .catch(() => undefined);
}
