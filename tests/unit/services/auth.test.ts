import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { auth, requestLogin, type AuthRequiredDetail } from '../../../src/services/auth.ts';
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
});
