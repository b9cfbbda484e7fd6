/**
 * Hooks that connect components to the shared services. Each r2wc element is its own React
 * root, so shared state flows through the services with `useSyncExternalStore`, never context.
 */
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

/**
 * A storage value that follows changes (other elements, other tabs).
 * @returns `[value or null, setter]`; the setter with null removes the key
 */
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

/** Whether the reader asked for reduced motion; follows changes (see `./media.ts`). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(watchReduced, prefersReducedMotion, () => false);
}

/**
 * A visible failure: the Russian text and, where it makes sense, a way to try again. The one
 * type every element shows in its error box (a failed call, a refusal, a file it cannot take).
 */
export interface Failure {
  message: string;
  retry?: () => void;
}

/** How {@link failureText} words a failure. */
export interface FailureWording {
  /**
   * A `{message}` the server sent with its failure replaces the generic reason, except after a
   * 429/503 with `Retry-After`, where the reader is told how long to wait.
   */
  serverMessage?: boolean;
}

/**
 * The Russian text of a failed call: `what` (the element's own words, e.g. «Не удалось
 * сохранить оценку.») + the reason from the catalogue (`ApiError.messageKey`/`messageParams`),
 * or the server's own message where {@link FailureWording.serverMessage} asks for it or the
 * server refused in a 2xx answer (`{status: 'error', message}`).
 */
function failureText(apiError: ApiError, what: string, wording?: FailureWording): string {
  let server = '';
  // A 2xx that says failure is the server's refusal in its own words.
  const refusal = apiError.kind === 'http' && apiError.status >= 200 && apiError.status < 300;
  if ((wording?.serverMessage || refusal) && !apiError.retryAfterMs) {
    const body = apiError.body as { message?: unknown } | undefined;
    server = typeof body?.message === 'string' ? body.message.trim() : '';
  }
  return `${what} ${server || t(apiError.messageKey, apiError.messageParams)}`;
}

/**
 * Reports a failed call from `host`: `(error, what, endpoint, retry?, wording?)`. Shows `what`
 * + the Russian reason with `retry`, dispatches `biz-error`, logs anything that is not an
 * ApiError; a caller abort is ignored.
 * @returns the text shown, or null for an abort
 */
export type ReportFailure = (
  error: unknown,
  what: string,
  endpoint: string,
  retry?: () => void,
  wording?: FailureWording,
) => string | null;

/** What {@link useFailure} gives an element. */
export interface FailureState {
  /** The failure shown now, or null. */
  failure: Failure | null;
  report: ReportFailure;
  /** Shows a failure that is not a failed call (a refusal, a check), or null for none. */
  show: (failure: Failure | null) => void;
  /** Nothing shown. */
  clear: () => void;
}

/**
 * Failure state of an element: the one failure reporter (see {@link ReportFailure}); calls made
 * with `useCall` (src/element/use-call.ts) report through it.
 */
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

/**
 * What {@link useFailure}'s `report` does, for a caller that keeps the failure itself (the
 * comments store keeps one per comment): dispatches `biz-error` from `host`, logs anything that
 * is not an ApiError, and words the failure.
 * @returns the failure to show, or null for a caller abort (nothing to show, nothing dispatched)
 */
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

/** A notice that clears itself after `ms` (docs/behaviour.md#constants: success notices disappear after 3 s). */
export function useTransientMessage(ms: number): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}

/** An AbortSignal source that aborts when the component unmounts (no late state updates). */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current?.abort();
  }, []);
  return useCallback(() => (controller.current ??= new AbortController()).signal, []);
}
