import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  configure,
  DEFAULT_CONFIG,
  getConfig,
  resolveUrl,
  type BizConfig,
} from '../../../src/services/config.ts';
import { resetServices, shared, sharedBag } from '../../../src/services/registry.ts';
import { addMeta, resetPage } from './reset.ts';

beforeEach(resetPage);
afterEach(resetPage);

describe('config defaults and sources', () => {
  test('defaults: same origin, same-origin credentials, 15 s timeout', () => {
    expect(getConfig()).toEqual({ apiBase: '', credentials: 'same-origin', timeoutMs: 15000 });
    expect(DEFAULT_CONFIG).toEqual({ apiBase: '', credentials: 'same-origin', timeoutMs: 15000 });
  });

  test('getConfig returns a fresh object each time (callers may keep or mutate it)', () => {
    const first = getConfig();
    first.apiBase = 'https://changed.example';
    expect(getConfig().apiBase).toBe('');
  });

  test('reads <meta name="biz-widgets:api-base"> and <meta name="biz-widgets:credentials">', () => {
    addMeta('api-base', ' https://api.example.ru/v1 ');
    addMeta('credentials', 'include');
    expect(getConfig()).toEqual({
      apiBase: 'https://api.example.ru/v1',
      credentials: 'include',
      timeoutMs: 15000,
    });
  });

  test('an invalid credentials meta value is ignored', () => {
    addMeta('credentials', 'everyone');
    expect(getConfig().credentials).toBe('same-origin');
  });

  test('<meta name="biz-widgets:timeout"> sets the timeout; a non-positive one is ignored', () => {
    addMeta('timeout', '5000');
    expect(getConfig().timeoutMs).toBe(5000);
    resetPage();
    addMeta('timeout', 'soon');
    expect(getConfig().timeoutMs).toBe(15000);
  });

  test('meta tags are read once per page; a reset reads them again', () => {
    expect(getConfig().apiBase).toBe('');
    addMeta('api-base', 'https://api.example.ru');
    expect(getConfig().apiBase).toBe('');
    resetServices();
    expect(getConfig().apiBase).toBe('https://api.example.ru');
  });

  test('configure() overrides defaults and meta tags, and successive calls merge', () => {
    addMeta('api-base', 'https://meta.example.ru');
    addMeta('credentials', 'omit');
    configure({ apiBase: 'https://api.example.ru/v1' });
    configure({ timeoutMs: 5000 });
    expect(getConfig()).toEqual({
      apiBase: 'https://api.example.ru/v1',
      credentials: 'omit',
      timeoutMs: 5000,
    });
    configure({ credentials: 'include' });
    expect(getConfig().credentials).toBe('include');
    expect(getConfig().apiBase).toBe('https://api.example.ru/v1');
  });

  test('configure() before the config service exists is kept in the shared bag', () => {
    configure({ timeoutMs: 2500 });
    expect(sharedBag().configOverrides).toEqual({ timeoutMs: 2500 });
    expect(getConfig().timeoutMs).toBe(2500);
  });

  test('invalid configure() values are ignored, valid ones in the same call still apply', () => {
    configure({
      apiBase: 42,
      credentials: 'everyone',
      timeoutMs: -1,
    } as unknown as Partial<BizConfig>);
    expect(getConfig()).toEqual({ apiBase: '', credentials: 'same-origin', timeoutMs: 15000 });
    configure({ timeoutMs: 0 });
    expect(getConfig().timeoutMs).toBe(15000);
    configure({ timeoutMs: '100' } as unknown as Partial<BizConfig>);
    expect(getConfig().timeoutMs).toBe(15000);
    configure({
      credentials: 'include',
      unknownKey: true,
    } as unknown as Partial<BizConfig>);
    expect(getConfig()).toEqual({ apiBase: '', credentials: 'include', timeoutMs: 15000 });
  });

  test('resetServices() keeps configure() overrides; resetServices(undefined, true) drops them', () => {
    configure({ apiBase: 'https://api.example.ru' });
    resetServices();
    expect(getConfig().apiBase).toBe('https://api.example.ru');
    resetServices(undefined, true);
    expect(getConfig().apiBase).toBe('');
  });
});

describe('resolveUrl', () => {
  test('without apiBase: spec paths resolve against the page origin', () => {
    expect(resolveUrl('/article/rate')).toBe('http://localhost:3000/article/rate');
    expect(resolveUrl('/ajax/page/2?fullpage')).toBe('http://localhost:3000/ajax/page/2?fullpage');
  });

  test('with an apiBase that has a path prefix, the prefix is kept', () => {
    configure({ apiBase: 'https://api.example.ru/v1' });
    expect(resolveUrl('/article/rate')).toBe('https://api.example.ru/v1/article/rate');
    expect(resolveUrl('/comments/list/42?fullpage')).toBe(
      'https://api.example.ru/v1/comments/list/42?fullpage',
    );
    expect(resolveUrl('live/ajax/7')).toBe('https://api.example.ru/v1/live/ajax/7');
  });

  test('a trailing slash on apiBase does not double the slash', () => {
    configure({ apiBase: 'https://api.example.ru/v1/' });
    expect(resolveUrl('/article/rate')).toBe('https://api.example.ru/v1/article/rate');
  });

  test('an apiBase without a path', () => {
    configure({ apiBase: 'https://api.example.ru' });
    expect(resolveUrl('/typo')).toBe('https://api.example.ru/typo');
  });

  test('a relative apiBase resolves against the page origin', () => {
    configure({ apiBase: '/api' });
    expect(resolveUrl('/article/rate')).toBe('http://localhost:3000/api/article/rate');
  });

  test('apiBase from the meta tag is used too', () => {
    addMeta('api-base', 'https://api.example.ru/v1');
    expect(resolveUrl('/me/add-fav')).toBe('https://api.example.ru/v1/me/add-fav');
  });

  test('absolute and protocol-relative action URLs are left untouched', () => {
    configure({ apiBase: 'https://api.example.ru/v1' });
    expect(resolveUrl('https://search.example.ru/search/?q=1')).toBe(
      'https://search.example.ru/search/?q=1',
    );
    expect(resolveUrl('http://localhost:3000/login')).toBe('http://localhost:3000/login');
    expect(resolveUrl('//cdn.example.ru/more?page=2')).toBe('http://cdn.example.ru/more?page=2');
  });
});

describe('registry', () => {
  test('shared() creates one instance per page and resetServices() disposes it', () => {
    let created = 0;
    let disposed = 0;
    const make = () => {
      created += 1;
      return { dispose: () => (disposed += 1) };
    };
    const a = shared('probe', make);
    expect(shared('probe', make)).toBe(a);
    expect(created).toBe(1);
    resetServices();
    expect(disposed).toBe(1);
    expect(shared('probe', make)).not.toBe(a);
    expect(created).toBe(2);
  });

  test('resetServices(name) drops only that service', () => {
    const a = shared('a', () => ({}));
    const b = shared('b', () => ({}));
    resetServices('a');
    expect(shared('a', () => ({}))).not.toBe(a);
    expect(shared('b', () => ({}))).toBe(b);
  });

  test('the bag lives on globalThis under Symbol.for("biz-widgets.services")', () => {
    const bag = (globalThis as unknown as Record<symbol, unknown>)[
      Symbol.for('biz-widgets.services')
    ];
    expect(bag).toBe(sharedBag());
  });
});
