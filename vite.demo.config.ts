/**
 * `npm start`: the demo page (demo/index.html) on the Vite dev server, with the demo backend
 * running in an MSW service worker (demo/public/mockServiceWorker.js).
 */
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/**
 * The site chrome every demo page shares (footer, demo panel) lives once in demo/partials/;
 * a page names it with `<!-- include: footer.html -->` and the dev server puts it in.
 */
function htmlPartials(): Plugin {
  const dir = new URL('./demo/partials/', import.meta.url);
  return {
    name: 'biz-demo-partials',
    transformIndexHtml(html) {
      return html.replace(/<!-- include: ([\w.-]+\.html) -->/g, (_, name: string) =>
        readFileSync(new URL(name, dir), 'utf8'),
      );
    },
  };
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
