/**
 * Failure switches of the demo backend (docs/architecture.md#demo-backend): latency, error rate and
 * malformed answers for the demo page, and forced failures for tests.
 */

/** A failure the demo backend can answer with. */
export type FailureMode =
  /** HTTP 500 with a JSON error body. */
  | 'http500'
  /** The connection fails (fetch rejects). */
  | 'network'
  /** No answer at all (the client's timeout fires). */
  | 'timeout'
  /** 200 with a body that is not valid JSON (or truncated HTML). */
  | 'malformed'
  /** 200 with valid JSON of the wrong shape. */
  | 'wrong-shape'
  /** 200 with a whole HTML page (the site's login page, as a session-expired server sends). */
  | 'html-page'
  /** 204 No Content: an empty answer. */
  | 'empty-204'
  /** 429 Too Many Requests with `Retry-After: {retryAfterSec}` (seconds). */
  | 'rate-limit'
  /** 503 Service Unavailable with `Retry-After` as an HTTP-date `retryAfterSec` from now. */
  | 'unavailable';

/** Every failure mode, in the order the demo panel lists them. */
export const FAILURE_MODES: readonly FailureMode[] = [
  'http500',
  'network',
  'timeout',
  'malformed',
  'wrong-shape',
  'html-page',
  'empty-204',
  'rate-limit',
  'unavailable',
];

/** The switches. */
export interface ChaosSettings {
  /** Added to every answer, in ms. */
  latencyMs: number;
  /** Share of calls (0–1) answered with HTTP 500 or a network failure. */
  errorRate: number;
  /** Share of calls (0–1) answered with a malformed or wrong-shape body. */
  malformedRate: number;
  /** Every matching call fails this way (tests, and the demo's "always fail" switch). */
  force: FailureMode | null;
  /** Limits every failure (`force`, `errorRate`, `malformedRate`) to paths that start with this
   * (e.g. '/article/rate'); null: every path. Latency still applies to every call. */
  only: string | null;
  /** The `Retry-After` of `rate-limit` and `unavailable`, in seconds. */
  retryAfterSec: number;
}

const DEFAULTS: ChaosSettings = {
  latencyMs: 0,
  errorRate: 0,
  malformedRate: 0,
  force: null,
  only: null,
  retryAfterSec: 1,
};

let settings: ChaosSettings = { ...DEFAULTS };

/** Current switches (a copy). */
export function getChaos(): ChaosSettings {
  return { ...settings };
}

/** Changes some switches. */
export function setChaos(partial: Partial<ChaosSettings>): void {
  settings = { ...settings, ...partial };
}

/** Back to no latency and no failures. */
export function resetChaos(): void {
  settings = { ...DEFAULTS };
}

/**
 * Decides how the call to `path` fails, if at all.
 * @param random a number in [0, 1) (injectable for tests)
 */
export function pickFailure(path: string, random: () => number = Math.random): FailureMode | null {
  if (settings.only && !path.startsWith(settings.only)) return null;
  if (settings.force) return settings.force;
  if (settings.errorRate > 0 && random() < settings.errorRate) {
    return random() < 0.5 ? 'http500' : 'network';
  }
  if (settings.malformedRate > 0 && random() < settings.malformedRate) {
    return random() < 0.5 ? 'malformed' : 'wrong-shape';
  }
  return null;
}
