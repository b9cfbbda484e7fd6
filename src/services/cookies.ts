/**
 * Cookie service (docs/behaviour.md#cookies; docs/behaviour.md#cookies), built on js-cookie.
 * Used for `pushDelay` and `pushDND` (docs/behaviour.md#cookies).
 */
import Cookies from 'js-cookie';

/** Options for {@link setCookie}. */
export interface CookieOptions {
  /** Expiry: an absolute `Date`, or milliseconds from now. Omitted: a session cookie. */
  expires?: Date | number;
  /** Cookie path; default `/` (the site root). */
  path?: string;
  /** Any other attributes, appended as `; name=value` (e.g. `{ SameSite: 'Lax', Secure: true }`). */
  [attribute: string]: string | number | boolean | Date | undefined;
}

/**
 * Reads a cookie by name.
 * @returns the decoded value, or null when absent
 */
export function getCookie(name: string): string | null {
  try {
    return Cookies.get(name) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes a cookie. Default path `/`; `expires` as a Date or ms from now; other attributes appended.
 * Never throws (cookies may be disabled).
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { expires, path = '/', ...rest } = options;
  const attributes: Cookies.CookieAttributes & Record<string, unknown> = { path };
  for (const [key, value] of Object.entries(rest)) {
    // js-cookie calls .split() on every value but `true`: numbers (max-age=-1) and Dates need strings.
    attributes[key] =
      typeof value === 'number'
        ? String(value)
        : value instanceof Date
          ? value.toUTCString()
          : value;
  }
  if (expires !== undefined) {
    attributes.expires = expires instanceof Date ? expires : new Date(Date.now() + expires);
  }
  try {
    Cookies.set(name, value, attributes);
  } catch (error) {
    console.warn('[biz-widgets] cookie not written', name, error);
  }
}

/** Deletes a cookie: empty value with `max-age=-1` on the given path (default `/`). */
export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, 'max-age': -1 });
}
