/**
 * The page's CSRF token (docs/server-contract.md#csrf). A server-rendered page that
 * protects its forms with a token says so in two meta tags, the convention of common PHP
 * frameworks:
 *
 * ```html
 * <meta name="csrf-param" content="_csrf">   <!-- optional: the form field's name -->
 * <meta name="csrf-token" content="…">
 * ```
 *
 * The api client sends the token with every call that changes data (src/api/endpoints.ts marks
 * them): as the `X-CSRF-Token` header and as that form field (in the body of a POST, the query of
 * a GET). Read at each call, so a page that rotates its token (after sign-in) is followed.
 */

/** The header the token travels in. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The form field's name when the page has no `<meta name="csrf-param">`. */
const DEFAULT_CSRF_PARAM = '_csrf';

/** A CSRF token and the form field it goes in. */
export interface CsrfToken {
  /** The form field's name, e.g. `_csrf` or `_token`. */
  param: string;
  /** The token itself. */
  token: string;
}

function meta(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

/**
 * The page's CSRF token now.
 * @returns `{param, token}` from the meta tags, or null when the page has no non-empty
 *   `<meta name="csrf-token">`
 */
export function csrfToken(): CsrfToken | null {
  const token = meta('csrf-token');
  if (!token) return null;
  return { param: meta('csrf-param') || DEFAULT_CSRF_PARAM, token };
}
