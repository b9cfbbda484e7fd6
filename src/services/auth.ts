/**
 * Auth store (docs/behaviour.md#sign-in-state; docs/behaviour.md#sign-in-state).
 *
 * Anonymous or `{ username, userpic }`. Changes reach every element at once (subscribers) and
 * other open tabs (BroadcastChannel `biz-widgets`, and the `storage` event of the snapshot below).
 * Elements read it with `useSyncExternalStore` (see `src/element/hooks.ts`).
 *
 * Where the initial state comes from, first match wins:
 * 1. `<meta name="biz-widgets:user" content='{"username":"…","userpic":"…"}'>`: the server's word.
 *    The main site renders it from its session on every page, so it is authoritative both ways:
 *    a user signs in, and an empty content (`""`, `null`, `{}`) means anonymous even when an
 *    older snapshot says otherwise (the session expired). The store then rewrites the snapshot,
 *    which also updates other open tabs. Invalid JSON is ignored with a warning.
 * 2. The snapshot in localStorage `biz-widgets:user` (same JSON), written on every login, logout
 *    and userpic change. It is how a page opened later in the same browser (another tab, the next
 *    page of a static site, the demo) knows the reader without a meta tag: pages of one origin
 *    share localStorage, while a page's JS cannot read the site's (HttpOnly) session cookie.
 *    sessionStorage would not reach a tab opened from the address bar, and a cookie of our own
 *    would travel with every request for nothing. The snapshot only decides what the widgets
 *    show; the server still checks its session on every call.
 * 3. Anonymous.
 */
import { shared } from './registry.ts';
import { storage } from './storage.ts';
import { isHttpOrRelative } from './url.ts';
import { AUTH_SNAPSHOT_KEY } from './keys.ts';

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
  /** Marks the reader signed in, here, in other tabs and in pages opened later. */
  login(user: SignedInUser): void;
  /** Marks the reader anonymous, here, in other tabs and in pages opened later. */
  logout(): void;
  /** Changes the signed-in reader's name or userpic (e.g. a new avatar); no-op when anonymous. */
  update(patch: Partial<SignedInUser>): void;
}

/** Longest username accepted from the meta tag, the snapshot, a login answer or another tab. */
const MAX_USERNAME_LENGTH = 200;

/**
 * A signed-in reader from untrusted data (meta tag, snapshot in storage, server answer, another
 * tab), or null. The username must be a non-empty string of at most {@link MAX_USERNAME_LENGTH}
 * characters; a userpic that is not an http(s) or relative URL (`javascript:`, `data:`, too long)
 * is dropped (''), so neither the store nor the snapshot ever holds one.
 */
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

/** What the meta tag says: `undefined` when there is no (usable) tag. */
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

  /** Keeps the snapshot equal to `user`; drops it rather than leave a stale one (quota). */
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
  /** Which tab the sign-in dialog should open on. */
  tab: 'login';
  /** What the reader tried to do, e.g. 'bookmark'. */
  reason: string;
}

/** The part of `<biz-auth-modal>` that `requestLogin` and `preloadLogin` use. */
interface AuthModalLike extends HTMLElement {
  show?: (tab: 'login' | 'register' | 'restore', opener?: Element) => void;
  preload?: () => Promise<void>;
}

/** Whether the page's autoloader (dist/biz-widgets.js) can define `tag`. */
function autoloadable(tag: string): boolean {
  const loader = (globalThis as { BizWidgets?: { tags?: readonly string[] } }).BizWidgets;
  return Array.isArray(loader?.tags) && loader.tags.includes(tag);
}

/**
 * Asks for sign-in: opens the page's `<biz-auth-modal>` on the login tab, and always dispatches
 * `biz-auth-required` from `origin` (bubbling, composed) so pages can react.
 *
 * When the page has no `<biz-auth-modal>`, one is added to `<body>` if the tag is defined, or can
 * be defined by the autoloader (it is then opened once its chunk has loaded). Without either,
 * only the event is dispatched.
 * @param origin the element the reader used (focus returns to the control inside it that had
 *   focus, or to it, when the dialog closes)
 * @param reason what the reader tried to do
 */
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

/**
 * The reader is about to ask for sign-in (points at, touches or focuses a «Войти»): loads the
 * page's sign-in dialog now, so the click does not wait for its chunk (it loads on the first
 * `show()` otherwise). Only when the page holds a defined `<biz-auth-modal>`; nothing
 * else happens, nothing opens, and a failed load is the modal's to report when it is opened.
 */
export function preloadLogin(): void {
  if (typeof customElements === 'undefined' || !customElements.get('biz-auth-modal')) return;
  document
    .querySelector<AuthModalLike>('biz-auth-modal')
    ?.preload?.()
    .catch(() => undefined);
}
