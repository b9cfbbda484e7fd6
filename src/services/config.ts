/** Config service (docs/behaviour.md#config): defaults, then meta tags, then `configure()`. */
import { shared, sharedBag } from './registry.ts';

/** Runtime configuration of every element on the page. */
export interface BizConfig {
  /** Base URL of the API paths; '' means the page's own origin. */
  apiBase: string;
  /** `fetch` credentials: `same-origin` by default, `include` for cross-origin cookies. */
  credentials: RequestCredentials;
  /** Request timeout in ms (default 15000). */
  timeoutMs: number;
}

/** Defaults where neither a meta tag nor `configure()` says otherwise. */
export const DEFAULT_CONFIG: Readonly<BizConfig> = Object.freeze({
  apiBase: '',
  credentials: 'same-origin',
  timeoutMs: 15_000,
});

const CREDENTIALS: readonly RequestCredentials[] = ['omit', 'same-origin', 'include'];

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="biz-widgets:${name}"]`);
  return meta ? meta.content.trim() : null;
}

function fromMeta(): Partial<BizConfig> {
  const out: Partial<BizConfig> = {};
  const apiBase = readMeta('api-base');
  if (apiBase !== null) out.apiBase = apiBase;
  const credentials = readMeta('credentials');
  if (credentials && (CREDENTIALS as string[]).includes(credentials)) {
    out.credentials = credentials as RequestCredentials;
  }
  const timeout = Number(readMeta('timeout'));
  if (timeout > 0) out.timeoutMs = timeout;
  return out;
}

function sanitize(partial: Record<string, unknown>): Partial<BizConfig> {
  const out: Partial<BizConfig> = {};
  if (typeof partial.apiBase === 'string') out.apiBase = partial.apiBase.trim();
  if (
    typeof partial.credentials === 'string' &&
    (CREDENTIALS as string[]).includes(partial.credentials)
  ) {
    out.credentials = partial.credentials as RequestCredentials;
  }
  if (typeof partial.timeoutMs === 'number' && partial.timeoutMs > 0) {
    out.timeoutMs = partial.timeoutMs;
  }
  return out;
}

/** The effective config, a fresh object; meta tags are read once per page. */
export function getConfig(): BizConfig {
  const meta = shared('config.meta', fromMeta);
  return { ...DEFAULT_CONFIG, ...meta, ...sanitize(sharedBag().configOverrides) };
}

/** Sets config for every element on the page; unknown keys and invalid values are ignored. */
export function configure(partial: Partial<BizConfig>): void {
  const bag = sharedBag();
  bag.configOverrides = { ...bag.configOverrides, ...partial };
}

/** An API path (`/article/rate`) or a form action resolved against apiBase, as an absolute URL. */
export function resolveUrl(path: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return new URL(path, base).href;
  const { apiBase } = getConfig();
  if (!apiBase) return new URL(path, base).href;
  const root = new URL(apiBase, base);
  const prefix = root.pathname.replace(/\/$/, '');
  return new URL(prefix + (path.startsWith('/') ? path : `/${path}`) + '', root.origin).href;
}
