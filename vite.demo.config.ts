/**
 * `npm start`: the demo page (demo/index.html) on the Vite dev server, with the demo backend
 * running in an MSW service worker (demo/public/mockServiceWorker.js). What the pages share
 * (head, site chrome, breadcrumbs, table rows, gallery slides) is put in by demo/build/partials.ts.
 */
import { defineConfig, type Plugin } from 'vite';
import { htmlPartials } from './demo/build/partials.ts';

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
  // Every element's dependencies are found when the server starts, not when a far element first
  // loads: a dependency discovered late makes Vite re-bundle and reload the page, and the
  // element imports under way then never finish (seen as elements that never render).
  optimizeDeps: {
    entries: ['*.html', '../src/autoloader.ts', '../elements/*/biz-*.ts', '../mocks/browser.ts'],
  },
  plugins: [htmlPartials(), printDemoUrl()],
});
