/**
 * URL check (docs/behaviour.md#urls), the gate for every URL an element renders or follows: cleaned
 * as the URL parser reads it (controls removed, so `java&#9;script:` is caught), only http(s) and
 * relative, relative ones against apiBase (the site the data came from).
 */
import { getConfig } from './config.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Longest URL accepted, in characters. */
export const MAX_URL_LENGTH = 4096;

/** `raw` with ASCII control characters removed and spaces trimmed, as the URL parser reads it. */
export function cleanUrl(raw: string): string {
  return raw.replace(CONTROL, '').trim();
}

function pageHref(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/** The absolute base data URLs resolve against: apiBase, else the page. */
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

/** Whether `raw` is an http(s) or relative URL after cleaning, not empty and not too long. */
export function isHttpOrRelative(raw: string): boolean {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) return false;
  const url = cleanUrl(raw);
  if (!url) return false;
  return !SCHEME.test(url) || /^https?:/i.test(url);
}

/** The URL to render for `raw` (absolute with apiBase, else cleaned), or null: render none. */
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

/** The absolute URL to follow for `raw` (fetched with credentials) on our origins, or null. */
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
