/**
 * Typed API failures (docs/architecture.md#api-client).
 */
import type { MessageKey } from '../i18n/index.ts';

/**
 * What went wrong with a call:
 * - `network`: the request never got an answer (offline, DNS, CORS, reset)
 * - `timeout`: no answer within the configured timeout
 * - `http`: an answer with a non-2xx status (`retryAfterMs` set for a 429/503 with
 *   `Retry-After`), or a 2xx acknowledgement whose `status` says the call failed
 * - `parse`: a 2xx answer that cannot be read: empty or 204 where a body was due, an HTML page
 *   where JSON was due, broken JSON
 * - `validation`: a readable answer of the wrong shape (zod), or the wrong kind of HTML (a whole
 *   page, or no item of the contract where a fragment was due)
 * - `aborted`: the caller cancelled (a newer request replaced it); not shown to readers
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'validation' | 'aborted';

/** Detail of every `biz-error` event. */
export interface BizErrorDetail {
  /**
   * The call's path (or action URL) without query, e.g. `/article/rate`; for `load`, the tag or
   * the part whose chunk did not arrive (`biz-search`, `biz-auth-modal/dialog`).
   */
  endpoint: string;
  /** {@link ApiErrorKind}, `render` (a component threw) or `load` (a chunk did not arrive). */
  kind: ApiErrorKind | 'render' | 'load';
  /** Developer-facing description (English); readers see the Russian catalogue text. */
  message: string;
}

/** The single error type the api client rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly endpoint: string,
    message: string,
    /** HTTP status for `http` (0 otherwise). */
    readonly status = 0,
    /** The parsed body, when one was read (e.g. a `{status, message}` error answer). */
    readonly body?: unknown,
    /**
     * For a 429/503 with `Retry-After` (seconds or an HTTP-date): how long to wait before the
     * next call to this endpoint, in ms. Undefined otherwise.
     */
    readonly retryAfterMs?: number,
    /**
     * For `network`: the call went to another origin than the page's (a partner page calling
     * apiBase), where a CORS refusal looks exactly like a network failure.
     */
    readonly crossOrigin = false,
  ) {
    super(message);
  }

  /**
   * The catalogue key of the Russian message for this failure: `error.{kind}`, `error.busy`
   * (which says how long to wait; see {@link messageParams}) when the server sent `Retry-After`,
   * or `error.unreachable` for a network failure of a cross-origin call.
   */
  get messageKey(): MessageKey {
    if (this.retryAfterMs !== undefined && this.retryAfterMs > 0) return 'error.busy';
    // Cross-origin, "no connection" may be a CORS refusal while the reader's internet works:
    // the reader gets a neutral message (docs/partners.md#when-a-call-is-blocked).
    if (this.kind === 'network' && this.crossOrigin) return 'error.unreachable';
    return `error.${this.kind}`;
  }

  /**
   * Parameters of the Russian message: `wait`, the `Retry-After` wait in whole seconds rounded
   * up («5 с») or minutes («3 мин») from 60 s on. Empty when there is nothing to fill in.
   */
  get messageParams(): Record<string, string> {
    const ms = this.retryAfterMs;
    if (ms === undefined || ms <= 0) return {};
    const seconds = Math.ceil(ms / 1000);
    return { wait: seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин` };
  }

  /** The `biz-error` event detail for this failure. */
  toDetail(): BizErrorDetail {
    return { endpoint: this.endpoint, kind: this.kind, message: this.message };
  }
}

/** Narrows anything thrown to an ApiError (unknown errors become `network`). */
export function toApiError(error: unknown, endpoint: string): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('network', endpoint, message);
}
