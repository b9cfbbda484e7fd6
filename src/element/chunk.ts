/** Importing chunks that may not arrive; a retry needs a new URL: Firefox keeps a failed fetch. */

/** The module URL ending a failed `import()`'s message (Chromium, Firefox; WebKit refetches). */
function urlOfFailedImport(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const url = /(https?:\/\/[^\s'"]+)\s*$/.exec(message)?.[1];
  return url && /\.(m?js|tsx?)(\?[^#]*)?$/.test(url) ? url : null;
}

/** A shared loader of `load`'s module; after a failure the next call tries again (`?retry=n`). */
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
