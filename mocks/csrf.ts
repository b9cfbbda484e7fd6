/**
 * The demo backend's checks on calls that change data (docs/server-contract.md#csrf), as the
 * real API makes them: the CSRF token where the page renders one, and, in the login-only mode,
 * a session. The Origin check of a forged call is mocks/http-server.ts's (only a real HTTP
 * server sees a browser's `Origin`).
 *
 * Where the expected token comes from:
 * - `npm run backend -- --csrf-token T` (mocks/http-server.ts sets it with {@link setDemoCsrf});
 * - otherwise, in a browser (the demo page, browser tests), the page's own
 *   `<meta name="biz-widgets:csrf-token">`: the token the demo page renders for its API.
 * Without either, no token is checked.
 */
import { HttpResponse } from 'msw';
import { db } from './db.ts';

/** The checks in force on the HTTP backend. */
export interface DemoCsrf {
  /** The token calls that change data must carry; null: the page's namespaced meta, if any. */
  token: string | null;
  /** The POST field the token may come in (besides the `X-CSRF-Token` header). */
  param: string;
  /** Calls that change data need a signed-in session (401 otherwise): a login-only API. */
  requireSession: boolean;
}

const DEFAULTS: DemoCsrf = { token: null, param: '_csrf', requireSession: false };

let current: DemoCsrf = { ...DEFAULTS };

/**
 * Sets the checks (the HTTP backend's options); called with nothing, restores the defaults.
 * @param next the checks to apply; missing (or undefined) keys take the defaults
 */
export function setDemoCsrf(next: Partial<DemoCsrf> = {}): void {
  current = {
    token: next.token ?? DEFAULTS.token,
    param: next.param ?? DEFAULTS.param,
    requireSession: next.requireSession ?? DEFAULTS.requireSession,
  };
}

function pageMeta(name: string): string {
  if (typeof document === 'undefined') return '';
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="biz-widgets:${name}"]`)?.content.trim() ??
    ''
  );
}

/** The token expected now and the field it may come in; null when none is checked. */
function expected(): { token: string; param: string } | null {
  if (current.token) return { token: current.token, param: current.param };
  const token = pageMeta('csrf-token');
  return token ? { token, param: pageMeta('csrf-param') || '_csrf' } : null;
}

/**
 * Checks a call that changes data.
 * @param headers the request's headers, names lowercased
 * @param body the fields of its POST body (never the query: a token in a URL does not count)
 * @returns the refusal to answer with (401 without a session in the login-only mode, 403 for a
 *   missing or wrong token), or null when the call may go on
 */
export function refuseChange(
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Response | null {
  if (current.requireSession && !db.session) {
    return HttpResponse.json(
      { status: 'error', message: 'Войдите, чтобы продолжить (демо)' },
      { status: 401 },
    );
  }
  const want = expected();
  if (!want) return null;
  if (headers['x-csrf-token'] === want.token || body[want.param] === want.token) return null;
  return HttpResponse.json(
    { status: 'error', message: 'Неверный CSRF-токен (демо)' },
    { status: 403 },
  );
}
