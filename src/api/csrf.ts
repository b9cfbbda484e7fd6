/**
 * The CSRF token for the news API, read at each call. It only goes where its session lives: the
 * `biz-widgets:csrf-token` meta to the API's origin, the page's own `csrf-token` only to the
 * page's origin. Sent as `X-CSRF-Token` and a POST field; never in a URL (logs).
 */

/** The header the token travels in. */
export const CSRF_HEADER = 'X-CSRF-Token';

const DEFAULT_CSRF_PARAM = '_csrf';

/** The namespace of the meta tags the news site renders for its own API. */
const OWN = 'biz-widgets:';

/** A CSRF token and the form field it goes in. */
export interface CsrfToken {
  /** The form field's name, e.g. `_csrf` or `_token`. */
  param: string;
  token: string;
}

function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

function tokenOf(prefix: string): CsrfToken | null {
  const token = meta(`${prefix}csrf-token`);
  return token ? { param: meta(`${prefix}csrf-param`) || DEFAULT_CSRF_PARAM, token } : null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The token a call to absolute `url` carries: namespaced on the API's origin (that of `apiUrl`),
 * plain on the page's origin, else null (always outside a browser).
 */
export function csrfTokenFor(url: string, apiUrl: string): CsrfToken | null {
  const target = originOf(url);
  if (!target || typeof document === 'undefined') return null;
  return (
    (target === originOf(apiUrl) && tokenOf(OWN)) ||
    (target === location.origin && tokenOf('')) ||
    null
  );
}
