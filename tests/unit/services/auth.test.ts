import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  auth,
  preloadLogin,
  requestLogin,
  type AuthRequiredDetail,
} from '../../../src/services/auth.ts';
import { AUTH_SNAPSHOT_KEY } from '../../../src/services/keys.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { addMeta, resetPage } from './reset.ts';

const channels: BroadcastChannel[] = [];

/** Another tab's end of the `biz-widgets` channel. */
function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel('biz-widgets');
  channels.push(channel);
  return channel;
}

beforeEach(resetPage);
afterEach(() => {
  channels.splice(0).forEach((channel) => channel.close());
  resetPage();
  document.body.replaceChildren();
});

describe('initial state', () => {
  test('anonymous without a meta tag', () => {
    expect(auth().getState()).toBeNull();
  });

  test('from <meta name="biz-widgets:user">', () => {
    addMeta('user', '{"username":"Анна","userpic":"/u.png"}');
    expect(auth().getState()).toEqual({ username: 'Анна', userpic: '/u.png' });
  });

  test('a user without userpic gets an empty userpic', () => {
    addMeta('user', '{"username":"Анна"}');
    expect(auth().getState()).toEqual({ username: 'Анна', userpic: '' });
  });

  test('invalid JSON in the meta tag means anonymous, with a warning, no throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addMeta('user', '{username: Анна}');
    expect(auth().getState()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  test('JSON without a username means anonymous', () => {
    addMeta('user', '{"userpic":"/u.png"}');
    expect(auth().getState()).toBeNull();
    resetServices();
    document.head.querySelector('meta[name="biz-widgets:user"]')?.remove();
    addMeta('user', '{"username":"   ","userpic":"/u.png"}');
    expect(auth().getState()).toBeNull();
  });

  test('getState returns the same object until it changes', () => {
    addMeta('user', '{"username":"Анна","userpic":"/u.png"}');
    expect(auth().getState()).toBe(auth().getState());
  });
});

describe('login and logout', () => {
  test('login and logout notify every subscriber and change the state', () => {
    const a = vi.fn();
    const b = vi.fn();
    auth().subscribe(a);
    auth().subscribe(b);
    auth().login({ username: 'Борис', userpic: '/b.png' });
    expect(auth().getState()).toEqual({ username: 'Борис', userpic: '/b.png' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    auth().logout();
    expect(auth().getState()).toBeNull();
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
  });

  test('subscribers see the new state when called', () => {
    const seen: unknown[] = [];
    auth().subscribe(() => seen.push(auth().getState()));
    auth().login({ username: 'Вера', userpic: '' });
    expect(seen).toEqual([{ username: 'Вера', userpic: '' }]);
  });

  test('no notification when nothing changed', () => {
    const listener = vi.fn();
    auth().subscribe(listener);
    auth().logout();
    auth().login({ username: 'Борис', userpic: '/b.png' });
    auth().login({ username: 'Борис', userpic: '/b.png' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('unsubscribe stops notifications', () => {
    const listener = vi.fn();
    const unsubscribe = auth().subscribe(listener);
    unsubscribe();
    auth().login({ username: 'Борис', userpic: '' });
    expect(listener).not.toHaveBeenCalled();
  });

  test('login is announced to other tabs on BroadcastChannel "biz-widgets"', async () => {
    const tab = otherTab();
    const received = vi.fn();
    tab.onmessage = (event: MessageEvent) => received(event.data);
    auth().login({ username: 'Борис', userpic: '/b.png' });
    await vi.waitFor(() =>
      expect(received).toHaveBeenCalledWith({
        type: 'auth',
        user: { username: 'Борис', userpic: '/b.png' },
      }),
    );
    auth().logout();
    await vi.waitFor(() => expect(received).toHaveBeenLastCalledWith({ type: 'auth', user: null }));
  });
});

describe('other tabs', () => {
  test('{type:"auth", user} from another tab signs this tab in, and user null signs it out', async () => {
    const listener = vi.fn();
    auth().subscribe(listener);
    const tab = otherTab();
    tab.postMessage({ type: 'auth', user: { username: 'Галина', userpic: '/g.png' } });
    await vi.waitFor(() =>
      expect(auth().getState()).toEqual({ username: 'Галина', userpic: '/g.png' }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    tab.postMessage({ type: 'auth', user: null });
    await vi.waitFor(() => expect(auth().getState()).toBeNull());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('messages of another type are ignored', async () => {
    const listener = vi.fn();
    auth().subscribe(listener);
    const tab = otherTab();
    tab.postMessage({ type: 'token', user: { username: 'Галина', userpic: '' } });
    tab.postMessage('hello');
    tab.postMessage({ type: 'auth', user: { username: 'Дмитрий', userpic: '' } });
    await vi.waitFor(() => expect(auth().getState()?.username).toBe('Дмитрий'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('resetServices() closes the channel: a disposed store no longer listens', async () => {
    const store = auth();
    const listener = vi.fn();
    store.subscribe(listener);
    resetServices();
    const fresh = auth();
    const tab = otherTab();
    tab.postMessage({ type: 'auth', user: { username: 'Ева', userpic: '' } });
    await vi.waitFor(() => expect(fresh.getState()?.username).toBe('Ева'));
    expect(store.getState()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  test('without BroadcastChannel the store still works in this tab', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const listener = vi.fn();
    auth().subscribe(listener);
    auth().login({ username: 'Жанна', userpic: '' });
    expect(auth().getState()).toEqual({ username: 'Жанна', userpic: '' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('requestLogin', () => {
  test('dispatches a bubbling, composed "biz-auth-required" with {tab:"login", reason} from the origin', () => {
    const button = document.createElement('button');
    document.body.append(button);
    const heard = vi.fn();
    document.addEventListener('biz-auth-required', heard, { once: true });
    requestLogin(button, 'bookmark');
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]![0] as CustomEvent<AuthRequiredDetail>;
    expect(event.type).toBe('biz-auth-required');
    expect(event.target).toBe(button);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ tab: 'login', reason: 'bookmark' });
  });

  test('crosses a shadow root boundary to the page', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    root.append(button);
    const heard = vi.fn();
    document.addEventListener('biz-auth-required', heard, { once: true });
    requestLogin(button, 'comment');
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent<AuthRequiredDetail>).detail).toEqual({
      tab: 'login',
      reason: 'comment',
    });
  });

  test('does not throw and adds no modal when <biz-auth-modal> is not defined', () => {
    const button = document.createElement('button');
    document.body.append(button);
    expect(() => requestLogin(button, 'rating')).not.toThrow();
    expect(document.querySelector('biz-auth-modal')).toBeNull();
  });

  test('with <biz-auth-modal> defined: adds one if absent, opens it on the login tab, reuses it', () => {
    const show = vi.fn();
    if (!customElements.get('biz-auth-modal')) {
      customElements.define(
        'biz-auth-modal',
        class extends HTMLElement {
          show(tab: string) {
            show(tab);
          }
        },
      );
    }
    const button = document.createElement('button');
    document.body.append(button);
    requestLogin(button, 'bookmark');
    expect(document.querySelectorAll('biz-auth-modal')).toHaveLength(1);
    expect(show).toHaveBeenCalledWith('login');
    requestLogin(button, 'bookmark');
    expect(document.querySelectorAll('biz-auth-modal')).toHaveLength(1);
    expect(show).toHaveBeenCalledTimes(2);
  });

  test('passes the origin to show(), which finds the control inside it that had focus', () => {
    const opened: [string, unknown][] = [];
    document.body.append(document.createElement('biz-auth-modal'));
    const modal = document.querySelector('biz-auth-modal') as HTMLElement & {
      show?: (tab: string, opener?: unknown) => void;
    };
    modal.show = (tab, opener) => opened.push([tab, opener]);
    const host = document.createElement('div');
    document.body.append(host);
    requestLogin(host, 'bookmark');
    expect(opened[0]).toEqual(['login', host]);
  });
});

describe('preloadLogin', () => {
  test('asks the page’s defined <biz-auth-modal> to preload, adds none, opens nothing; a failed load stays quiet', async () => {
    if (!customElements.get('biz-auth-modal')) {
      customElements.define('biz-auth-modal', class extends HTMLElement {});
    }
    document.body.replaceChildren();
    expect(() => preloadLogin()).not.toThrow();
    expect(document.querySelector('biz-auth-modal')).toBeNull();

    const modal = document.createElement('biz-auth-modal') as HTMLElement & {
      preload?: () => Promise<void>;
      show?: () => void;
    };
    const preload = vi.fn(() => Promise.reject(new Error('chunk missing')));
    const show = vi.fn();
    modal.preload = preload;
    modal.show = show;
    document.body.append(modal);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadLogin();
      await new Promise((r) => setTimeout(r, 0));
      expect(preload).toHaveBeenCalledTimes(1);
      expect(show).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      modal.remove();
    }
  });
});

describe('requestLogin before <biz-auth-modal> is defined', () => {
  test('with the autoloader on the page: adds the tag at once and shows it after definition', async () => {
    // A fresh registry: this file's earlier test already defined biz-auth-modal in the window.
    const tags = new Map<string, CustomElementConstructor>();
    const waiting = new Map<string, () => void>();
    vi.stubGlobal('customElements', {
      get: (name: string) => tags.get(name),
      whenDefined: (name: string) =>
        new Promise<void>((resolve) => (tags.has(name) ? resolve() : waiting.set(name, resolve))),
    });
    vi.stubGlobal('BizWidgets', { tags: ['biz-auth-modal'] });
    const button = document.createElement('button');
    document.body.append(button);
    requestLogin(button, 'comment');
    const modal = document.querySelector('biz-auth-modal') as HTMLElement & {
      show?: (tab: string) => void;
    };
    expect(modal).not.toBeNull();
    const show = vi.fn();
    modal.show = show;
    expect(show).not.toHaveBeenCalled();
    tags.set('biz-auth-modal', class extends HTMLElement {});
    waiting.get('biz-auth-modal')?.();
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith('login', button));
  });

  test('without the autoloader: only the event', () => {
    vi.stubGlobal('customElements', { get: () => undefined, whenDefined: vi.fn() });
    const button = document.createElement('button');
    document.body.append(button);
    requestLogin(button, 'comment');
    expect(document.querySelector('biz-auth-modal')).toBeNull();
  });
});

describe('snapshot for pages opened later (localStorage "biz-widgets:user")', () => {
  /** What a page opened later in the same browser sees: a new store over the same storage. */
  function nextPage() {
    resetServices();
    return auth();
  }

  test('login writes it, logout removes it', () => {
    auth().login({ username: 'Анна', userpic: '/a.png' });
    expect(JSON.parse(localStorage.getItem(AUTH_SNAPSHOT_KEY)!)).toEqual({
      username: 'Анна',
      userpic: '/a.png',
    });
    auth().logout();
    expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).toBeNull();
  });

  test('a page opened later without a meta tag starts signed in', () => {
    auth().login({ username: 'Анна', userpic: '/a.png' });
    expect(nextPage().getState()).toEqual({ username: 'Анна', userpic: '/a.png' });
    nextPage().logout();
    expect(nextPage().getState()).toBeNull();
  });

  test('the meta tag overrides the snapshot and rewrites it', () => {
    auth().login({ username: 'Анна', userpic: '/a.png' });
    addMeta('user', '{"username":"Борис","userpic":"/b.png"}');
    expect(nextPage().getState()).toEqual({ username: 'Борис', userpic: '/b.png' });
    expect(JSON.parse(localStorage.getItem(AUTH_SNAPSHOT_KEY)!)).toEqual({
      username: 'Борис',
      userpic: '/b.png',
    });
  });

  test('an empty meta tag means the server has no session: anonymous, snapshot removed', () => {
    auth().login({ username: 'Анна', userpic: '' });
    addMeta('user', '');
    expect(nextPage().getState()).toBeNull();
    expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).toBeNull();
  });

  test('a meta tag with invalid JSON is ignored: the snapshot decides', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    auth().login({ username: 'Анна', userpic: '' });
    addMeta('user', '{oops');
    expect(nextPage().getState()).toEqual({ username: 'Анна', userpic: '' });
  });

  test('a broken snapshot means anonymous', () => {
    localStorage.setItem(AUTH_SNAPSHOT_KEY, '{not json');
    expect(auth().getState()).toBeNull();
    localStorage.setItem(AUTH_SNAPSHOT_KEY, '{"userpic":"/x.png"}');
    expect(nextPage().getState()).toBeNull();
  });

  test('another tab changing the snapshot (storage event) updates this tab', () => {
    vi.stubGlobal('BroadcastChannel', undefined); // prove the storage path on its own
    const listener = vi.fn();
    auth().subscribe(listener);
    const newValue = '{"username":"Вера","userpic":"/v.png"}';
    localStorage.setItem(AUTH_SNAPSHOT_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_SNAPSHOT_KEY, newValue }));
    expect(auth().getState()).toEqual({ username: 'Вера', userpic: '/v.png' });
    localStorage.removeItem(AUTH_SNAPSHOT_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_SNAPSHOT_KEY, newValue: null }));
    expect(auth().getState()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('a snapshot that cannot be written (quota) is dropped, never left stale', () => {
    const setItem = localStorage.setItem.bind(localStorage);
    vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
      if (value.length > 200) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    });
    auth().login({ username: 'Анна', userpic: '/a.png' });
    const huge = `/userpics/${'a'.repeat(500)}.png`;
    auth().update({ userpic: huge });
    expect(auth().getState()).toEqual({ username: 'Анна', userpic: huge });
    expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).toBeNull();
  });
});

describe('update', () => {
  test('changes the userpic of the signed-in reader everywhere', async () => {
    const tab = otherTab();
    const received = vi.fn();
    tab.onmessage = (event: MessageEvent) => received(event.data);
    const listener = vi.fn();
    auth().subscribe(listener);
    auth().login({ username: 'Анна', userpic: '/a.png' });
    auth().update({ userpic: '/new.png' });
    expect(auth().getState()).toEqual({ username: 'Анна', userpic: '/new.png' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(AUTH_SNAPSHOT_KEY)!).userpic).toBe('/new.png');
    await vi.waitFor(() =>
      expect(received).toHaveBeenLastCalledWith({
        type: 'auth',
        user: { username: 'Анна', userpic: '/new.png' },
      }),
    );
  });

  test('does nothing for an anonymous reader', () => {
    auth().update({ userpic: '/new.png' });
    expect(auth().getState()).toBeNull();
    expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).toBeNull();
  });
});
