/**
 * FingerprintJS is loaded when the token is first needed, never by a page view alone
 * (docs/behaviour.md#visitor-token): the module below counts how often the page imports it.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getNotifications, rateArticle } from '../../../src/api/endpoints.ts';
import { getVisitorToken, whenVisitorTokenKnown } from '../../../src/services/token.ts';
import { resetPage } from './reset.ts';

const fingerprint = vi.hoisted(() => ({ imports: 0, hash: 'f0e1d2c3b4a5968778695a4b3c2d1e0f' }));

vi.mock('@fingerprintjs/fingerprintjs', () => {
  fingerprint.imports += 1;
  const agent = { get: async () => ({ visitorId: fingerprint.hash }) };
  return { load: async () => agent, default: { load: async () => agent } };
});

/** Answers every call like the demo backend would, and records the form fields sent. */
function stubBackend() {
  const sent: { path: string; fields: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      const fields = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
      const path = new URL(String(url), location.href).pathname;
      sent.push({ path, fields });
      const body = path.endsWith('get-notifications') ? { messages: [] } : { status: 'ok' };
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

beforeEach(resetPage);
afterEach(resetPage);

describe('visitor token loaded when first needed', () => {
  test('a first page view without a vote or comment never imports FingerprintJS', async () => {
    const imports = fingerprint.imports;
    const sent = stubBackend();
    const notices = getNotifications(); // what <biz-site-notifications> does on load
    let answered = false;
    void notices.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fingerprint.imports).toBe(imports);
    expect(sent).toEqual([]);
    expect(answered).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();

    // The reader votes: now the token is needed, FingerprintJS is imported once, and the
    // waiting notices call goes out with the same token.
    await rateArticle('1024', 1);
    await notices;
    expect(fingerprint.imports).toBeLessThanOrEqual(imports + 1);
    expect(sent.map((s) => [s.path, s.fields.token])).toEqual([
      ['/article/rate', fingerprint.hash],
      ['/ajax/messaging/get-notifications', fingerprint.hash],
    ]);
  });

  test('a returning visitor asks for notices at once with the stored token, no FingerprintJS', async () => {
    const imports = fingerprint.imports;
    localStorage.setItem('token', 'stored-visitor-42');
    const sent = stubBackend();
    await expect(getNotifications()).resolves.toEqual({ messages: [] });
    expect(sent).toEqual([
      { path: '/ajax/messaging/get-notifications', fields: { token: 'stored-visitor-42' } },
    ]);
    expect(fingerprint.imports).toBe(imports);
  });

  test('the 3 s fallback counts from the first call that needs the token, not from load', async () => {
    vi.useFakeTimers();
    const waiting = whenVisitorTokenKnown();
    await vi.advanceTimersByTimeAsync(10_000); // a long read without a vote
    expect(localStorage.getItem('token')).toBeNull();
    const { setFingerprintSource } = await import('../../../src/services/token.ts');
    setFingerprintSource(() => new Promise<string>(() => {}));
    let token = '';
    void getVisitorToken().then((value) => (token = value));
    await vi.advanceTimersByTimeAsync(2999);
    expect(token).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    await expect(waiting).resolves.toBe(token);
  });

  test('aborting a waiting notices call rejects it with kind "aborted" and sends nothing', async () => {
    const sent = stubBackend();
    const controller = new AbortController();
    const notices = getNotifications({ signal: controller.signal });
    controller.abort();
    await expect(notices).rejects.toMatchObject({ kind: 'aborted' });
    await getVisitorToken();
    expect(sent).toEqual([]);
  });
});
