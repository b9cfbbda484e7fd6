/**
 * Typed API failures (DESIGN.md "Services: api client").
 */
import type { MessageKey } from '../i18n/index.ts';

/**
 * What went wrong with a call:
 * - `network`: the request never got an answer (offline, DNS, CORS, reset)
 * - `timeout`: no answer within the configured timeout
 * - `http`: an answer with a non-2xx status
 * - `parse`: a 2xx answer that is not valid JSON
 * - `validation`: valid JSON of the wrong shape (zod)
 * - `aborted`: the caller cancelled (a newer request replaced it); not shown to readers
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'validation' | 'aborted';

/** Detail of every `biz-error` event. */
export interface BizErrorDetail {
  /** The call's path (or action URL) without query, e.g. `/article/rate`. */
  endpoint: string;
  kind: ApiErrorKind | 'render';
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
  ) {
    super(message);
  }

  /** The catalogue key of the Russian message for this failure. */
  get messageKey(): MessageKey {
    return `error.${this.kind}`;
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
