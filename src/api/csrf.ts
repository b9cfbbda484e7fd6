/**
 * The CSRF token the elements send to the news API (docs/server-contract.md#csrf).
 *
 * A token is a secret of the session it was issued for, so it only goes where that session
 * lives. Two sources, read at each call (a page that rotates its token after sign-in is
 * followed):
 *
 * ```html
 * <!-- rendered by the news site for its API: sent to the API's origin -->
 * <meta name="biz-widgets:csrf-param" content="_csrf">   <!-- optional: the form field's name -->
 * <meta name="biz-widgets:csrf-token" content="…">
 *
 * <!-- the page's own framework token (Rails, Laravel, Yii): sent only to the page's origin -->
 * <meta name="csrf-param" content="_csrf">
 * <meta name="csrf-token" content="…">
 * ```
 *
 * A partner page's own `csrf-token` belongs to the partner's session: with the API on another
 * origin it is never sent. The token travels as the `X-CSRF-Token` header, and as the form field
 * in a POST body; never in a URL (it would land in server and proxy logs).
 */

/** The header the token travels in. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The form field's name when the page names none. */
const DEFAULT_CSRF_PARAM = '_csrf';

/** The namespace of the meta tags the news site renders for its own API. */
const OWN = 'biz-widgets:';

/** A CSRF token and the form field it goes in. */
export interface CsrfToken {
  /** The form field's name, e.g. `_csrf` or `_token`. */
  param: string;
  /** The token itself. */
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
 * The CSRF token a call to `url` carries.
 * @param url the call's absolute URL
 * @param apiUrl any absolute URL on the API (its origin is the API's: `resolveUrl('/')`)
 * @returns `biz-widgets:csrf-token` (with `biz-widgets:csrf-param`) when `url` is on the API's
 *   origin; else the plain `csrf-token` (with `csrf-param`) when `url` is on the page's own
 *   origin; else null (always outside a browser, where no page renders a token). A namespaced
 *   meta wins over a plain one where both apply.
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
