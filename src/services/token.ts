/** Visitor token (docs/behaviour.md#visitor-token), computed once per page when first needed. */
import { shared } from './registry.ts';
import { storage } from './storage.ts';
import { TOKEN_KEY } from './keys.ts';

/** How long the fingerprint may take before the random fallback is used, in ms. */
export const FINGERPRINT_TIMEOUT_MS = 3000;

/** Loads the visitor hash; replaceable in tests. */
export type FingerprintSource = () => Promise<string>;

/** Sources left out: they write into the host page (an iframe `srcdoc`: a Trusted Types sink). */
export const EXCLUDED_FINGERPRINT_SOURCES = ['fonts', 'fontPreferences', 'domBlockers'] as const;

/** FingerprintJS's hash (32 hex) without those sources; rejects if its chunk does not load. */
export const fingerprintJsSource: FingerprintSource = async () => {
  const fp = await import('@fingerprintjs/fingerprintjs');
  // `in` first: a module without the export (another version, a test double) is not read.
  if (
    'loadSources' in fp &&
    'hashComponents' in fp &&
    'sources' in fp &&
    typeof fp.loadSources === 'function' &&
    typeof fp.hashComponents === 'function' &&
    typeof fp.sources === 'object' &&
    fp.sources !== null
  ) {
    if ('prepareForSources' in fp && typeof fp.prepareForSources === 'function') {
      await fp.prepareForSources();
    }
    const getComponents = fp.loadSources(
      fp.sources,
      { cache: {}, debug: false },
      EXCLUDED_FINGERPRINT_SOURCES,
    );
    return fp.hashComponents(await getComponents());
  }
  const agent = await fp.load({ monitoring: false });
  const { visitorId } = await agent.get();
  return visitorId;
};

/** Whether a stored or fingerprinted token may be sent: 8–128 of `[A-Za-z0-9_-]`. */
function isSaneToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{8,128}$/.test(value);
}

/** 32 lowercase hex characters from `crypto.getRandomValues`. */
export function randomHexToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function computeToken(source: FingerprintSource): Promise<string> {
  const stored = storage().get(TOKEN_KEY);
  if (isSaneToken(stored)) return Promise.resolve(stored);
  return new Promise<string>((resolve) => {
    let settled = false;
    const finish = (value: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      storage().set(TOKEN_KEY, value);
      resolve(value);
    };
    const timer = setTimeout(() => finish(randomHexToken()), FINGERPRINT_TIMEOUT_MS);
    // In a promise chain, so a source that throws synchronously falls back too.
    Promise.resolve()
      .then(source)
      .then(
        (id) => finish(isSaneToken(id) ? id : randomHexToken()),
        () => finish(randomHexToken()),
      );
  });
}

interface TokenService {
  source: FingerprintSource;
  promise: Promise<string> | null;
  waiters: ((token: string) => void)[];
}

function tokenService(): TokenService {
  return shared<TokenService>('token', () => ({
    source: fingerprintJsSource,
    promise: null,
    waiters: [],
  }));
}

/** The visitor token, computed once per page; resolves (never rejects) within about 3 s. */
export function getVisitorToken(): Promise<string> {
  const service = tokenService();
  if (!service.promise) {
    const promise = computeToken(service.source);
    service.promise = promise;
    void promise.then((token) => {
      if (service.promise !== promise) return; // replaced by setFingerprintSource meanwhile
      const waiters = service.waiters.splice(0);
      for (const resolve of waiters) resolve(token);
    });
  }
  return service.promise;
}

/** The token without loading the fingerprint: stored, or when a call computes it; abortable. */
export function whenVisitorTokenKnown(signal?: AbortSignal): Promise<string> {
  const service = tokenService();
  if (service.promise) return service.promise;
  const stored = storage().get(TOKEN_KEY);
  if (isSaneToken(stored)) return getVisitorToken(); // resolves with the stored token, no fingerprint
  return new Promise<string>((resolve, reject) => {
    const done = (token: string) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(token);
    };
    function onAbort() {
      const index = service.waiters.indexOf(done);
      if (index >= 0) service.waiters.splice(index, 1);
      reject(signal?.reason);
    }
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    service.waiters.push(done);
  });
}

/** Replaces the fingerprint source (tests, or a page that has its own hash). */
export function setFingerprintSource(source: FingerprintSource): void {
  const service = tokenService();
  service.source = source;
  service.promise = null;
}
