import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '../../../src/services/cookies.ts';
import { resetPage } from './reset.ts';

beforeEach(resetPage);
afterEach(resetPage);

/** Records every string written to document.cookie while still writing it. */
function spyCookieWrites() {
  return vi.spyOn(document, 'cookie', 'set');
}

/** The attributes of one written cookie string, in the order written. */
function attributesOf(written: string): string[] {
  return written
    .split(';')
    .slice(1)
    .map((part) => part.trim());
}

describe('getCookie', () => {
  test('null for a cookie that does not exist', () => {
    expect(getCookie('pushDelay')).toBeNull();
  });

  test('reads a cookie by name among others', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'pushDND=1; path=/';
    expect(getCookie('pushDND')).toBe('1');
    expect(getCookie('a')).toBe('1');
  });
});

describe('setCookie', () => {
  test('default path is the site root and no expiry makes a session cookie', () => {
    const writes = spyCookieWrites();
    setCookie('pushDelay', '1');
    expect(writes).toHaveBeenCalledTimes(1);
    const written = writes.mock.calls[0]![0] as string;
    expect(written.startsWith('pushDelay=1;')).toBe(true);
    expect(attributesOf(written)).toEqual(['path=/']);
    expect(getCookie('pushDelay')).toBe('1');
    expect(document.cookie).toContain('pushDelay=1');
  });

  test('an explicit path replaces the default', () => {
    const writes = spyCookieWrites();
    setCookie('x', 'y', { path: '/article' });
    expect(attributesOf(writes.mock.calls[0]![0] as string)).toEqual(['path=/article']);
  });

  test('expires as a Date is written as that date', () => {
    const writes = spyCookieWrites();
    const when = new Date('2031-11-21T12:00:00Z');
    setCookie('pushDND', '1', { expires: when });
    expect(attributesOf(writes.mock.calls[0]![0] as string)).toEqual([
      'path=/',
      'expires=Fri, 21 Nov 2031 12:00:00 GMT',
    ]);
    expect(getCookie('pushDND')).toBe('1');
  });

  test('expires as a number is milliseconds from now (not days)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-10T09:00:00Z'));
    const writes = spyCookieWrites();
    setCookie('pushDelay', '1', { expires: 3 * 60 * 60 * 1000 });
    expect(attributesOf(writes.mock.calls[0]![0] as string)).toContain(
      'expires=Thu, 10 Jan 2030 12:00:00 GMT',
    );
    setCookie('pushDND', '1', { expires: 7 * 24 * 60 * 60 * 1000 });
    expect(attributesOf(writes.mock.calls[1]![0] as string)).toContain(
      'expires=Thu, 17 Jan 2030 09:00:00 GMT',
    );
  });

  test('other attributes are appended after path and expires', () => {
    const writes = spyCookieWrites();
    setCookie('pushDND', '1', {
      expires: new Date('2031-01-01T00:00:00Z'),
      SameSite: 'Lax',
      Secure: true,
      domain: 'localhost',
    });
    expect(attributesOf(writes.mock.calls[0]![0] as string).sort()).toEqual(
      [
        'path=/',
        'expires=Wed, 01 Jan 2031 00:00:00 GMT',
        'SameSite=Lax',
        'Secure',
        'domain=localhost',
      ].sort(),
    );
    expect(getCookie('pushDND')).toBe('1');
  });

  test('numeric extra attributes are written as numbers (max-age=3600, max-age=0)', () => {
    const writes = spyCookieWrites();
    setCookie('a', '1', { 'max-age': 3600 });
    setCookie('b', '1', { 'max-age': 0 });
    expect(attributesOf(writes.mock.calls[0]![0] as string)).toEqual(['path=/', 'max-age=3600']);
    expect(attributesOf(writes.mock.calls[1]![0] as string)).toEqual(['path=/', 'max-age=0']);
    expect(getCookie('a')).toBe('1');
  });

  test('a value with Cyrillic and separators round-trips', () => {
    setCookie('note', 'Привет; мир=1');
    expect(getCookie('note')).toBe('Привет; мир=1');
  });

  test('never throws when the cookie jar refuses the write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('Cookies are disabled', 'SecurityError');
    });
    expect(() => setCookie('pushDelay', '1')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});

describe('deleteCookie', () => {
  test('writes an empty value with max-age=-1 on the root path, and the cookie is gone', () => {
    setCookie('pushDND', '1');
    expect(getCookie('pushDND')).toBe('1');
    const writes = spyCookieWrites();
    const warn = vi.spyOn(console, 'warn');
    deleteCookie('pushDND');
    expect(warn).not.toHaveBeenCalled();
    const written = writes.mock.calls[0]![0] as string;
    expect(written.startsWith('pushDND=;')).toBe(true);
    expect(attributesOf(written)).toEqual(['path=/', 'max-age=-1']);
    expect(getCookie('pushDND')).toBeNull();
  });

  test('deletes on the given path', () => {
    setCookie('x', '1', { path: '/article' });
    const writes = spyCookieWrites();
    deleteCookie('x', '/article');
    expect(attributesOf(writes.mock.calls[0]![0] as string)).toEqual([
      'path=/article',
      'max-age=-1',
    ]);
    expect(getCookie('x')).toBeNull();
  });
});
