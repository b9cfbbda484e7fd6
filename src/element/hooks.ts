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

/** Whether the reader asked for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const query = matchMedia(REDUCED);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(REDUCED).matches,
    () => false,
  );
}

/** A visible failure: the Russian text and, where it makes sense, a way to try again. */
export interface Failure {
  message: string;
  retry?: () => void;
}

/**
 * Failure state of an element. `report(error, what, retry)` shows `what` + the Russian reason,
 * dispatches `biz-error` from the host, and ignores caller aborts.
 */
export function useFailure(host: HTMLElement) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const report = useCallback(
    (error: unknown, what: string, endpoint: string, retry?: () => void) => {
      const apiError = toApiError(error, endpoint);
      if (apiError.kind === 'aborted') return;
      if (!(error instanceof ApiError)) console.error('[biz-widgets]', error);
      emit(host, 'biz-error', apiError.toDetail());
      setFailure({ message: `${what} ${t(apiError.messageKey, apiError.messageParams)}`, retry });
    },
    [host],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, report, clear };
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
