/**
 * Shared clean-up for the service, api and i18n tests: a fresh page state before every case.
 */
import { vi } from 'vitest';
import { resetServices } from '../../../src/services/registry.ts';

/** Deletes every cookie visible to the test page (root path and the current path). */
function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; path=/; max-age=-1`;
    document.cookie = `${name}=; max-age=-1`;
  }
}

/** Removes every `<meta name="biz-widgets:…">` a test added. */
function removeMetaTags(): void {
  document.head.querySelectorAll('meta[name^="biz-widgets:"]').forEach((meta) => meta.remove());
}

/** Adds `<meta name="biz-widgets:{name}" content="{content}">` to the head. */
export function addMeta(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = `biz-widgets:${name}`;
  meta.content = content;
  document.head.append(meta);
}

/**
 * Restores spies, stubbed globals and real timers, drops every service and config override, empties
 * localStorage, cookies and meta tags.
 */
export function resetPage(): void {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetServices(undefined, true);
  localStorage.clear();
  clearCookies();
  removeMetaTags();
}
