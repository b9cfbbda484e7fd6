/**
 * Visitor token (docs/behaviour.md#visitor-token; docs/behaviour.md#visitor-token).
 *
 * `localStorage.token` if present and sane (see {@link isSaneToken}); otherwise the FingerprintJS
 * visitor hash (loaded as its own chunk; see {@link fingerprintJsSource}); if that has not
 * answered after 3 s, 32 random hex characters. Computed once per page, persisted, shared.
 *
 * Loaded when first needed: nothing computes the token on page load. FingerprintJS is imported
 * by the first call that must send a token the page does not have yet ({@link getVisitorToken}),
 * and the 3 s fallback counts from that call. Calls that may wait for the token instead of
 * causing it (get-notifications) use {@link whenVisitorTokenKnown}.
 */
import { shared } from './registry.ts';
import { storage } from './storage.ts';
import { TOKEN_KEY } from './keys.ts';

/** How long the fingerprint may take before the random fallback is used, in ms (docs/behaviour.md#visitor-token). */
export const FINGERPRINT_TIMEOUT_MS = 3000;

/** Loads the visitor hash; replaceable in tests. Resolves to a visitor id string. */
export type FingerprintSource = () => Promise<string>;

/**
 * FingerprintJS sources left out: the ones that put something into the host page. `fonts` and
 * `fontPreferences` insert a hidden iframe into the page's body, and `fontPreferences` fills it
 * through `iframe.srcdoc`, a Trusted Types sink: under the partner CSP the README documents
 * (`require-trusted-types-for 'script'; trusted-types biz-widgets`) every element that needs the
 * token caused a violation. `domBlockers` (Safari, Android) appends bait elements to the body.
 */
export const EXCLUDED_FINGERPRINT_SOURCES = ['fonts', 'fontPreferences', 'domBlockers'] as const;

/**
 * The default fingerprint source: FingerprintJS's hash of its built-in sources without
 * {@link EXCLUDED_FINGERPRINT_SOURCES} (its `loadSources(sources, options, exclude)` and
 * `hashComponents`; the library has no public option to leave sources out, see fingerprintjs/fingerprintjs#1069).
 * It never sends the vendor's monitoring request. Should a FingerprintJS version lack those
 * exports, its `load({ monitoring: false })` agent is used instead (all sources).
 * @returns the visitor hash (32 hex characters); rejects when the chunk cannot be loaded
 */
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

/**
 * Whether a token read from storage (or given by a fingerprint source) may be sent: 8–128
 * letters, digits, `_` or `-` (a FingerprintJS visitor id and our fallback are 32 hex characters).
 * Anything else, e.g. a 3 MB string another script left under `token`, is replaced by a new one.
 */
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
    // Called inside a promise chain so a source that throws synchronously also falls back.
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
  /** Waiting for the token without causing it ({@link whenVisitorTokenKnown}). */
  waiters: ((token: string) => void)[];
}

function tokenService(): TokenService {
  return shared<TokenService>('token', () => ({
    source: fingerprintJsSource,
    promise: null,
    waiters: [],
  }));
}

/**
 * The visitor token, computed once per page: the stored one, else the fingerprint is loaded now
 * (the first call that needs the token) with the 3 s fallback counted from this call.
 * @returns a promise that always resolves (never rejects) within about 3 s
 */
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

/**
 * The visitor token without ever loading the fingerprint: at once when it is stored (a returning
 * visitor), else when a call in this page computes it ({@link getVisitorToken}, e.g. a vote or a
 * comment). For calls the spec gives a `token` that must not cost a first visitor the
 * FingerprintJS chunk on load (get-notifications).
 * @param signal stops waiting: the promise then rejects with the signal's reason
 * @returns the token; stays pending while no call in the page needs one
 */
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
