import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { storage } from '../../../src/services/storage.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { resetPage } from './reset.ts';

beforeEach(resetPage);
afterEach(resetPage);

/** A localStorage whose every method throws, as in some private modes or with storage disabled. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    getItem: vi.fn(fail),
    setItem: vi.fn(fail),
    removeItem: vi.fn(fail),
    clear: vi.fn(fail),
    key: vi.fn(fail),
    get length(): number {
      return fail();
    },
  };
}

describe('storage with a working localStorage', () => {
  test('set writes the exact spec key, with no prefix', () => {
    storage().set('word__size', 'word__big');
    storage().set('article_ratings-42', '+');
    expect(localStorage.getItem('word__size')).toBe('word__big');
    expect(localStorage.getItem('article_ratings-42')).toBe('+');
    expect(localStorage.length).toBe(2);
    expect(storage().persistent).toBe(true);
  });

  test('get reads values written by the old site scripts, and null for a missing key', () => {
    localStorage.setItem('comment-ratings-42', '["7=+","9=-"]');
    expect(storage().get('comment-ratings-42')).toBe('["7=+","9=-"]');
    expect(storage().get('poll5')).toBeNull();
  });

  test('remove deletes the key from localStorage', () => {
    storage().set('quiz3', '2');
    storage().remove('quiz3');
    expect(localStorage.getItem('quiz3')).toBeNull();
    expect(storage().get('quiz3')).toBeNull();
  });

  test('values survive a reload (a new storage service instance)', () => {
    storage().set('article1024', '1700000000');
    resetServices();
    expect(storage().get('article1024')).toBe('1700000000');
  });
});

describe('storage when localStorage throws', () => {
  test('every method throwing: values are kept in memory, nothing throws, persistent is false', () => {
    const broken = throwingStorage();
    vi.stubGlobal('localStorage', broken);
    const store = storage();
    expect(() => store.set('word__size', 'word__medium')).not.toThrow();
    expect(broken.setItem).toHaveBeenCalledWith('word__size', 'word__medium');
    expect(store.get('word__size')).toBe('word__medium');
    expect(store.persistent).toBe(false);
    expect(() => store.remove('word__size')).not.toThrow();
    expect(store.get('word__size')).toBeNull();
    expect(store.get('never-set')).toBeNull();
  });

  test('a throwing get alone also marks storage non-persistent', () => {
    const broken = throwingStorage();
    vi.stubGlobal('localStorage', broken);
    expect(storage().get('token')).toBeNull();
    expect(storage().persistent).toBe(false);
  });

  test('quota exceeded on setItem only: the value is still readable from memory', () => {
    const real = localStorage;
    const setItem = vi.fn(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => real.getItem(key),
      setItem,
      removeItem: (key: string) => real.removeItem(key),
    });
    storage().set('poll9', '3');
    expect(setItem).toHaveBeenCalled();
    expect(storage().get('poll9')).toBe('3');
    expect(storage().persistent).toBe(false);
  });

  test('a localStorage getter that throws (cookies blocked) falls back to memory', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access denied', 'SecurityError');
      },
    });
    try {
      expect(() => storage().set('top10421', '1')).not.toThrow();
      expect(storage().get('top10421')).toBe('1');
      expect(storage().persistent).toBe(false);
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
    expect(localStorage.getItem('top10421')).toBeNull();
  });
});

describe('storage subscriptions', () => {
  test('subscribe fires with the new value on set and with null on remove', () => {
    const listener = vi.fn();
    storage().subscribe('word__size', listener);
    storage().set('word__size', 'word__big');
    expect(listener).toHaveBeenLastCalledWith('word__big');
    storage().remove('word__size');
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('only listeners of the changed key are called', () => {
    const size = vi.fn();
    const token = vi.fn();
    storage().subscribe('word__size', size);
    storage().subscribe('token', token);
    storage().set('token', 'abc');
    expect(token).toHaveBeenCalledWith('abc');
    expect(size).not.toHaveBeenCalled();
  });

  test('a storage event from another tab notifies subscribers of that key', () => {
    const listener = vi.fn();
    const other = vi.fn();
    storage().subscribe('poll5', listener);
    storage().subscribe('quiz1', other);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'poll5', oldValue: null, newValue: '2' }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('2');
    expect(other).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'poll5', newValue: null }));
    expect(listener).toHaveBeenLastCalledWith(null);
  });

  test('localStorage.clear() in another tab (key null) notifies every subscriber', () => {
    const listener = vi.fn();
    storage().subscribe('word__size', listener);
    localStorage.setItem('word__size', 'word__medium');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledWith('word__medium');
  });

  test('unsubscribe stops notifications, for local changes and other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = storage().subscribe('token', listener);
    unsubscribe();
    storage().set('token', 'abc');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'def' }));
    expect(listener).not.toHaveBeenCalled();
  });

  test('unsubscribing one listener keeps the others', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = storage().subscribe('token', a);
    storage().subscribe('token', b);
    offA();
    storage().set('token', 'x');
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith('x');
  });

  test('a failing listener does not stop the others nor the write', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn();
    storage().subscribe('token', () => {
      throw new Error('boom');
    });
    storage().subscribe('token', good);
    expect(() => storage().set('token', 'x')).not.toThrow();
    expect(good).toHaveBeenCalledWith('x');
    expect(localStorage.getItem('token')).toBe('x');
    expect(error).toHaveBeenCalled();
  });

  test('subscriptions also fire when only the memory fallback works', () => {
    vi.stubGlobal('localStorage', throwingStorage());
    const listener = vi.fn();
    storage().subscribe('word__size', listener);
    storage().set('word__size', 'word__small');
    expect(listener).toHaveBeenCalledWith('word__small');
  });

  test('resetServices() removes the window storage listener', () => {
    const listener = vi.fn();
    storage().subscribe('token', listener);
    resetServices();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'x' }));
    expect(listener).not.toHaveBeenCalled();
  });
});
