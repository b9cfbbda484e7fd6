/** Cookie service (docs/behaviour.md#cookies) over js-cookie, for `pushDelay` and `pushDND`. */
import Cookies from 'js-cookie';

/** Options of {@link setCookie}; other attributes are appended as `; name=value`. */
export interface CookieOptions {
  /** An absolute `Date` or ms from now; a session cookie without. */
  expires?: Date | number;
  /** Default `/`. */
  path?: string;
  [attribute: string]: string | number | boolean | Date | undefined;
}

/** A cookie's decoded value, or null. */
export function getCookie(name: string): string | null {
  try {
    return Cookies.get(name) ?? null;
  } catch {
    return null;
  }
}

/** Writes a cookie (default path `/`); never throws (cookies may be disabled). */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { expires, path = '/', ...rest } = options;
  const attributes: Cookies.CookieAttributes & Record<string, unknown> = { path };
  for (const [key, value] of Object.entries(rest)) {
    // js-cookie splits every value but `true`: numbers and Dates must be strings.
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

/** Deletes a cookie (`max-age=-1` on `path`). */
export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, 'max-age': -1 });
}
