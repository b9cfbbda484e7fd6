/** Hooks to the shared services (each element is its own React root: no context). */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, toApiError } from '../api/errors.ts';
import { auth, type AuthState } from '../services/auth.ts';
import { storage } from '../services/storage.ts';
import { t } from '../i18n/index.ts';
import { emit } from './events.ts';
import { prefersReducedMotion, watchMedia } from './media.ts';

/** The sign-in state; re-renders on login and logout, in this tab or another. */
export function useAuth(): AuthState {
  const store = auth();
  return useSyncExternalStore(store.subscribe, store.getState, () => null);
}

/** A storage value that follows changes (other elements, tabs), and its setter (null removes). */
export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => storage().subscribe(key, onChange),
    [key],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => storage().get(key),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => (next === null ? storage().remove(key) : storage().set(key, next)),
    [key],
  );
  return [value, set];
}

const REDUCED = '(prefers-reduced-motion: reduce)';
const watchReduced = (onChange: () => void) => watchMedia(REDUCED, onChange);

/** Whether the reader asked for reduced motion; follows changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(watchReduced, prefersReducedMotion, () => false);
}

/** A failure in an element's error box: the Russian text and, where it makes sense, a retry. */
export interface Failure {
  message: string;
  retry?: () => void;
}

/** How {@link failureText} words a failure. */
export interface FailureWording {
  /** The server's `{message}` replaces the reason, except after `Retry-After`. */
  serverMessage?: boolean;
}

/** `what` and the catalogue's reason, or the server's message (when asked, or a 2xx refusal). */
function failureText(apiError: ApiError, what: string, wording?: FailureWording): string {
  let server = '';
  const refusal = apiError.kind === 'http' && apiError.status >= 200 && apiError.status < 300;
  if ((wording?.serverMessage || refusal) && !apiError.retryAfterMs) {
    const body = apiError.body as { message?: unknown } | undefined;
    server = typeof body?.message === 'string' ? body.message.trim() : '';
  }
  return `${what} ${server || t(apiError.messageKey, apiError.messageParams)}`;
}

/** Shows a failed call with `retry` and dispatches `biz-error`; the text shown, or null (abort). */
export type ReportFailure = (
  error: unknown,
  what: string,
  endpoint: string,
  retry?: () => void,
  wording?: FailureWording,
) => string | null;

/** What {@link useFailure} gives an element. */
export interface FailureState {
  failure: Failure | null;
  report: ReportFailure;
  /** Shows a failure that is not a failed call, or null for none. */
  show: (failure: Failure | null) => void;
  clear: () => void;
}

/** An element's failure state and its one reporter ({@link ReportFailure}). */
export function useFailure(host: HTMLElement): FailureState {
  const [failure, setFailure] = useState<Failure | null>(null);
  const report = useCallback<ReportFailure>(
    (error, what, endpoint, retry, wording) => {
      const shown = failureOf(host, error, what, endpoint, retry, wording);
      if (shown) setFailure(shown);
      return shown?.message ?? null;
    },
    [host],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, report, show: setFailure, clear };
}

/** `report` for a caller that keeps the failure itself; null for an abort. */
export function failureOf(
  host: HTMLElement,
  error: unknown,
  what: string,
  endpoint: string,
  retry?: () => void,
  wording?: FailureWording,
): Failure | null {
  const apiError = toApiError(error, endpoint);
  if (apiError.kind === 'aborted') return null;
  if (!(error instanceof ApiError)) console.error('[biz-widgets]', error);
  emit(host, 'biz-error', apiError.toDetail());
  return { message: failureText(apiError, what, wording), retry };
}

/** A notice that clears itself after `ms` (success notices: 3 s). */
export function useTransientMessage(ms: number): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}

/** An AbortSignal source that aborts when the component unmounts. */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current?.abort();
  }, []);
  return useCallback(() => (controller.current ??= new AbortController()).signal, []);
}
