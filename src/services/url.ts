/**
 * URL check (docs/behaviour.md#urls): the one gate
 * every URL an element renders (`href`, `src`) or follows (`<biz-load-more>`) passes through.
 *
 * - Cleaning first, as the browser's URL parser would: ASCII control characters (U+0000–U+001F,
 *   U+007F) are removed anywhere and spaces at both ends are trimmed, so `java&#9;script:` is read
 *   as `javascript:` and refused, not let through by a regular expression that saw a tab.
 * - Only `http:` and `https:` URLs, and relative ones (`/u/1.jpg`, `u/1.jpg`, `//host/x`, `#c5`).
 *   Everything else (`javascript:`, `data:`, `blob:`, `vbscript:`, `file:` …) is refused.
 * - Relative URLs are resolved against `apiBase` (the site the data came from), by the standard
 *   URL rules with `apiBase` as the base: with `apiBase` `https://news.example.ru/api`,
 *   `/u/1.jpg` is `https://news.example.ru/u/1.jpg`. A partner page therefore loads userpics and
 *   links from the news site, not from its own origin. Without `apiBase` the page is the site and
 *   the cleaned URL is returned as it was written (the browser resolves it the same way).
 *   A fragment alone (`#comment-5`) points into the page itself and is always kept as written.
 *
 * Nothing here throws.
 */
import { getConfig } from './config.ts';

/** ASCII control characters: removed anywhere before a URL is checked. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** A scheme at the start (`https:`, `javascript:`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Longest URL accepted, in characters (anything longer is not a userpic or a link). */
export const MAX_URL_LENGTH = 4096;

/** `raw` with ASCII control characters removed and spaces trimmed, as the URL parser reads it. */
export function cleanUrl(raw: string): string {
  return raw.replace(CONTROL, '').trim();
}

function pageHref(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/** The absolute base data URLs are resolved against: apiBase, else the page. Never throws. */
function dataBase(): string {
  const page = pageHref();
  const { apiBase } = getConfig();
  if (!apiBase) return page;
  try {
    return new URL(apiBase, page).href;
  } catch {
    return page;
  }
}

/**
 * Whether `raw` is an http(s) or relative URL after cleaning (no resolution; see the module
 * comment). Empty strings and URLs over {@link MAX_URL_LENGTH} are refused.
 */
export function isHttpOrRelative(raw: string): boolean {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) return false;
  const url = cleanUrl(raw);
  if (!url) return false;
  return !SCHEME.test(url) || /^https?:/i.test(url);
}

/**
 * The URL to render for `raw` (an `href` or `src` from the server or the page), or null when it is
 * refused: not http(s) or relative, empty, too long or unparsable. Relative URLs are resolved
 * against apiBase when one is configured (an absolute string is returned), else returned cleaned.
 * A null result means: render no link (plain text) or no picture.
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || !isHttpOrRelative(raw)) return null;
  const url = cleanUrl(raw);
  if (url.startsWith('#')) return url;
  let absolute: URL;
  try {
    absolute = new URL(url, dataBase());
  } catch {
    return null;
  }
  if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
  return getConfig().apiBase ? absolute.href : url;
}

/**
 * The absolute URL to follow for `raw` when it is http(s) on the page's origin or on apiBase's
 * origin (`<biz-load-more>`'s next link, which is fetched with the configured credentials), or
 * null. Relative URLs are resolved against apiBase (see {@link safeUrl}).
 */
export function ownOriginUrl(raw: string | null | undefined): string | null {
  const url = safeUrl(raw);
  if (url === null) return null;
  try {
    const absolute = new URL(url, dataBase());
    const allowed = new Set([new URL(pageHref()).origin, new URL(dataBase()).origin]);
    return allowed.has(absolute.origin) ? absolute.href : null;
  } catch {
    return null;
  }
}
