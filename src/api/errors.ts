import type { MessageKey } from '../i18n/index.ts';

/**
 * What went wrong: `network` (no answer, CORS included), `timeout`, `http` (non-2xx or a refusal),
 * `parse` (an unreadable 2xx), `validation` (wrong shape or kind of HTML), `aborted` (not shown).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'validation' | 'aborted';

/** Detail of every `biz-error` event. */
export interface BizErrorDetail {
  /** The call's path without query (`/article/rate`); for `load`, the tag or part not loaded. */
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
    /** For a 429/503 with `Retry-After`: the wait before the next call, ms. */
    readonly retryAfterMs?: number,
    /** For `network`: the call went to another origin, where a CORS refusal looks the same. */
    readonly crossOrigin = false,
  ) {
    super(message);
  }

  /** The reader's message: `error.busy`, `error.unreachable` (cross-origin) or `error.{kind}`. */
  get messageKey(): MessageKey {
    if (this.retryAfterMs !== undefined && this.retryAfterMs > 0) return 'error.busy';
    // Cross-origin, "no connection" may be a CORS refusal while the reader is online.
    if (this.kind === 'network' && this.crossOrigin) return 'error.unreachable';
    return `error.${this.kind}`;
  }

  /** `{wait}` of `error.busy`: «5 с», or «3 мин» from 60 s on, rounded up; else empty. */
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
