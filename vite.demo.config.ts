/**
 * `npm start`: the demo page (demo/index.html) on the Vite dev server, with the demo backend
 * running in an MSW service worker (demo/public/mockServiceWorker.js).
 */
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/**
 * The site chrome every demo page shares (header, footer, demo panel) lives once in
 * demo/partials/; a page names it with `<!-- include: footer.html -->` and the dev server puts it
 * in, indented like the comment. `<!-- include: header.html current=/news.html -->` also marks
 * every link of the partial whose `href` is exactly `/news.html` with `aria-current="page"`, so
 * each page shows where the reader is without any script.
 */
function htmlPartials(): Plugin {
  const dir = new URL('./demo/partials/', import.meta.url);
  return {
    name: 'biz-demo-partials',
    transformIndexHtml(html) {
      return html.replace(
        /^([ \t]*)<!-- include: ([\w.-]+\.html)(?: current=(\S+))? -->/gm,
        (_, indent: string, name: string, current: string | undefined) =>
          markCurrent(readFileSync(new URL(name, dir), 'utf8'), current)
            .trimEnd()
            .split('\n')
            .map((line) => (line ? indent + line : line))
            .join('\n'),
      );
    },
  };
}

/**
 * Adds `aria-current="page"` to each `<a href="…">` of `html` whose href equals `current`
 * (nothing when `current` is undefined); returns the new markup.
 */
function markCurrent(html: string, current: string | undefined): string {
  if (!current) return html;
  return html.split(`<a href="${current}">`).join(`<a href="${current}" aria-current="page">`);
}

/** Prints where the demo is once the server listens. */
function printDemoUrl(): Plugin {
  return {
    name: 'biz-demo-url',
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          const url = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
          server.config.logger.info(
            `\n  Демо «Деловой регион»: ${url}\n  Демо-аккаунт: reader@example.ru / demo1234\n`,
          );
        }, 0);
      });
    },
  };
}

export default defineConfig({
  root: 'demo',
  publicDir: 'public',
  define: {
    'process.env.NODE_ENV': JSON.stringify('development'),
  },
  server: {
    port: 5173,
    // Relative to `root` (demo/): the repository, so /@fs/ serves src/, elements/ and mocks/.
    fs: { allow: ['..'] },
  },
  plugins: [htmlPartials(), printDemoUrl()],
});
