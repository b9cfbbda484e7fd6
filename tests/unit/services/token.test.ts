import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  FINGERPRINT_TIMEOUT_MS,
  getVisitorToken,
  randomHexToken,
  setFingerprintSource,
} from '../../../src/services/token.ts';
import { TOKEN_KEY } from '../../../src/services/keys.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { resetPage } from './reset.ts';
import { track } from './settled.ts';

const fingerprint = vi.hoisted(() => {
  const get = vi.fn(async () => ({ visitorId: 'fjs0123456789abcdef0123456789abc' }));
  const load = vi.fn(async (_options?: unknown) => ({ get }));
  return { load, get };
});

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: fingerprint.load,
  default: { load: fingerprint.load },
}));

const HEX32 = /^[0-9a-f]{32}$/;

beforeEach(() => {
  resetPage();
  fingerprint.load.mockClear();
  fingerprint.get.mockClear();
});
afterEach(resetPage);

describe('visitor token', () => {
  test('the key is exactly "token" and the fallback wait is 3 s', () => {
    expect(TOKEN_KEY).toBe('token');
    expect(FINGERPRINT_TIMEOUT_MS).toBe(3000);
  });

  test('a stored token is used as is, without calling the fingerprint', async () => {
    localStorage.setItem('token', 'stored-visitor-42');
    const source = vi.fn(async () => 'fingerprint');
    setFingerprintSource(source);
    await expect(getVisitorToken()).resolves.toBe('stored-visitor-42');
    expect(source).not.toHaveBeenCalled();
    expect(fingerprint.load).not.toHaveBeenCalled();
  });

  test('a fingerprint that resolves becomes the token and is stored under localStorage "token"', async () => {
    setFingerprintSource(async () => 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
    await expect(getVisitorToken()).resolves.toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(localStorage.getItem('token')).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
  });

  test('no fingerprint after 3 s: 32 random hex characters at exactly 3000 ms, stored; a reload keeps it', async () => {
    vi.useFakeTimers();
    const never = vi.fn(() => new Promise<string>(() => {}));
    setFingerprintSource(never);
    const state = track(getVisitorToken());
    await vi.advanceTimersByTimeAsync(2999);
    expect(state.settled).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.value).toMatch(HEX32);
    expect(localStorage.getItem('token')).toBe(state.value);
    expect(never).toHaveBeenCalledTimes(1);

    // A reload: every service is created again; the stored token wins, no fingerprint is taken.
    resetServices();
    const again = vi.fn(async () => 'other');
    setFingerprintSource(again);
    await expect(getVisitorToken()).resolves.toBe(state.value);
    expect(again).not.toHaveBeenCalled();
  });

  test('after a reload the default FingerprintJS loader is not called for a stored token', async () => {
    setFingerprintSource(async () => 'first-page-token');
    await getVisitorToken();
    resetServices();
    await expect(getVisitorToken()).resolves.toBe('first-page-token');
    expect(fingerprint.load).not.toHaveBeenCalled();
  });

  test('a fingerprint answering after the fallback does not replace the token', async () => {
    vi.useFakeTimers();
    let answer: (id: string) => void = () => {};
    setFingerprintSource(() => new Promise<string>((resolve) => (answer = resolve)));
    const token = getVisitorToken();
    await vi.advanceTimersByTimeAsync(3000);
    const fallback = await token;
    answer('late-fingerprint');
    await vi.advanceTimersByTimeAsync(10);
    expect(localStorage.getItem('token')).toBe(fallback);
    await expect(getVisitorToken()).resolves.toBe(fallback);
  });

  test('a rejecting fingerprint source falls back to random hex at once', async () => {
    vi.useFakeTimers();
    setFingerprintSource(async () => {
      throw new Error('blocked by an extension');
    });
    const state = track(getVisitorToken());
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    expect(state.value).toMatch(HEX32);
    expect(localStorage.getItem('token')).toBe(state.value);
  });

  test('a source that throws synchronously also falls back instead of rejecting', async () => {
    setFingerprintSource(() => {
      throw new Error('no canvas');
    });
    const token = await getVisitorToken();
    expect(token).toMatch(HEX32);
    expect(localStorage.getItem('token')).toBe(token);
  });

  test('an empty fingerprint is not used', async () => {
    setFingerprintSource(async () => '');
    await expect(getVisitorToken()).resolves.toMatch(HEX32);
  });

  test.each([
    ['3 MB', 'a'.repeat(3 * 1024 * 1024)],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['too short', 'abc'],
    ['spaces', 'token with spaces inside'],
  ])('a stored token that is not sane (%s) is replaced by a new one, stored', async (_, junk) => {
    localStorage.setItem('token', junk);
    setFingerprintSource(async () => 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
    await expect(getVisitorToken()).resolves.toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(localStorage.getItem('token')).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
  });

  test('a fingerprint that is not a sane token is not used', async () => {
    setFingerprintSource(async () => 'x'.repeat(10_000));
    await expect(getVisitorToken()).resolves.toMatch(HEX32);
  });

  test('one computation is shared by concurrent callers', async () => {
    let answer: (id: string) => void = () => {};
    const source = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    setFingerprintSource(source);
    const calls = [getVisitorToken(), getVisitorToken(), getVisitorToken()];
    await vi.waitFor(() => expect(source).toHaveBeenCalled());
    answer('shared-visitor');
    await expect(Promise.all(calls)).resolves.toEqual([
      'shared-visitor',
      'shared-visitor',
      'shared-visitor',
    ]);
    expect(source).toHaveBeenCalledTimes(1);
    await expect(getVisitorToken()).resolves.toBe('shared-visitor');
    expect(source).toHaveBeenCalledTimes(1);
  });

  test('the default loader is FingerprintJS with monitoring off; its visitorId is the token', async () => {
    await expect(getVisitorToken()).resolves.toBe('fjs0123456789abcdef0123456789abc');
    expect(fingerprint.load).toHaveBeenCalledTimes(1);
    expect(fingerprint.load.mock.calls[0]![0]).toEqual(
      expect.objectContaining({ monitoring: false }),
    );
    expect(fingerprint.get).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBe('fjs0123456789abcdef0123456789abc');
  });

  test('FingerprintJS failing to load falls back to random hex', async () => {
    fingerprint.load.mockRejectedValueOnce(new Error('chunk failed'));
    await expect(getVisitorToken()).resolves.toMatch(HEX32);
  });

  test('a token kept only in memory (storage refuses) is still shared within the page', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    });
    setFingerprintSource(async () => 'memory-only');
    await expect(getVisitorToken()).resolves.toBe('memory-only');
    await expect(getVisitorToken()).resolves.toBe('memory-only');
  });
});

describe('randomHexToken', () => {
  test('32 lowercase hex characters from crypto.getRandomValues, different each time', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const a = randomHexToken();
    const b = randomHexToken();
    expect(a).toMatch(HEX32);
    expect(b).toMatch(HEX32);
    expect(a).not.toBe(b);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  test('bytes map to two hex digits each, zero-padded', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).set([0, 1, 15, 16, 255, 171, 205, 239, 0, 0, 0, 0, 0, 0, 0, 10]);
      return array;
    });
    expect(randomHexToken()).toBe('00010f10ffabcdef000000000000000a');
  });
});
