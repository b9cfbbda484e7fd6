/**
 * Importing a chunk that may not arrive (a network drop, a deploy): the loader of
 * {@link chunkImport} shares one import among every caller, forgets a failed one, and tries the
 * next time through the URL the browser named in its error with a `retry` number. Firefox keeps
 * a failed module fetch in its module map for the page's life (whatwg/html#10327), so importing
 * the same URL again would fail at once without a request; a new URL is fetched for real. The
 * autoloader keeps its own copy of this rule (src/autoloader.ts: it must not import any chunk).
 */

/**
 * The module URL a failed `import()` names: Chromium ("Failed to fetch dynamically imported
 * module: URL") and Firefox ("error loading dynamically imported module: URL") end the message
 * with it; null when there is none (WebKit, which fetches again anyway).
 */
function urlOfFailedImport(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const url = /(https?:\/\/[^\s'"]+)\s*$/.exec(message)?.[1];
  return url && /\.(m?js|tsx?)(\?[^#]*)?$/.test(url) ? url : null;
}

/**
 * A loader of the module `load` imports (`() => import('./part.ts')`).
 * @returns a function giving the module: one import on its way or done, shared by every call; it
 *   rejects with the browser's error (a `TypeError`) when the chunk did not arrive, and the next
 *   call tries again (through the named URL with `?retry=n` after a failure that named one).
 */
export function chunkImport<T>(load: () => Promise<T>): () => Promise<T> {
  let importing: Promise<T> | null = null;
  let failedUrl: string | null = null;
  let tries = 0;
  const again = (url: string) => {
    const next = new URL(url);
    next.searchParams.set('retry', `${++tries}`);
    // A URL for the browser, not a bundler (vite.npm.config.ts marks it for webpack and Turbopack).
    return import(/* @vite-ignore */ next.href) as Promise<T>;
  };
  return () =>
    (importing ??= (failedUrl ? again(failedUrl) : load()).catch((error: unknown) => {
      importing = null;
      failedUrl = urlOfFailedImport(error) ?? failedUrl;
      throw error;
    }));
}
