// Browser tests: web-test-runner with Vite in middleware mode, so tests get the build's transforms
// (TSX, `?inline` CSS, CommonJS React). One engine per run, named by BIZ_ENGINE (chromium by
// default; `npm run test:browser -- --engine firefox` sets it, see scripts/test-browser.mjs):
// - chromium: the system Chromium through puppeteer-core (CDP);
// - firefox: Debian's firefox-esr through puppeteer-core over WebDriver BiDi;
// - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic) on an Xvfb display
//   this config starts and stops.
// One UI runtime per run, named by BIZ_RUNTIME (react by default; `npm run test:browser --
// --runtime preact` sets it): `preact` aliases react/react-dom to preact/compat as the Preact
// build does (scripts/runtime.mjs), so the same tests check the Preact build's behaviour.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createServer } from 'vite';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { defaultReporter } from '@web/test-runner';
import { timingReporter } from './scripts/timing-reporter.mjs';
import { findChrome } from './scripts/find-chrome.mjs';
import { engineLauncher, ENGINE, ENGINES, freePort } from './scripts/engines.mjs';
import { runtimeAliases, runtimeFromEnv } from './scripts/runtime.mjs';

const RUNTIME = runtimeFromEnv();
/**
 * How many times longer than usual this run's tests may take: the engine's `slowness`, doubled
 * when the run shares the machine with another suite (BIZ_SHARED=2, set by
 * `scripts/test-browser.mjs --lanes 2`). A wait that is met still returns at once.
 */
const SLOWNESS = ENGINES[ENGINE].slowness * Math.max(1, Number(process.env.BIZ_SHARED) || 1);
/** The runtime's packages, pre-bundled up front (Preact's through the same aliases). */
const RUNTIME_DEPS =
  RUNTIME === 'preact'
    ? [
        'preact',
        'preact/hooks',
        'preact/compat',
        'preact/compat/client',
        'preact/compat/jsx-runtime',
        'preact/compat/jsx-dev-runtime',
      ]
    : ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];

const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  logLevel: 'warn',
  appType: 'custom',
  // Each engine's (and runtime's, and lane part's: BIZ_PART, scripts/test-browser.mjs) run has its
  // own dependency cache, so two runs never rebuild each other's.
  cacheDir: `node_modules/.vite-wtr-${ENGINE}${RUNTIME === 'react' ? '' : `-${RUNTIME}`}${process.env.BIZ_PART ? `-${process.env.BIZ_PART}` : ''}`,
  resolve: { alias: runtimeAliases(RUNTIME) },
  publicDir: 'demo/public',
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  server: {
    middlewareMode: true,
    hmr: false,
    ws: false,
    // Everything the tests read lives in this repository (tests/fixtures holds the corpora).
    fs: { allow: [process.cwd()] },
  },
  optimizeDeps: {
    // Pre-bundled once up front, so the first test page does not reload mid-run.
    include: [
      ...RUNTIME_DEPS,
      '@r2wc/react-to-web-component',
      'zod/mini',
      'js-cookie',
      'dompurify',
      '@fingerprintjs/fingerprintjs',
      '@prettier/parse-srcset',
      'msw',
      'msw/browser',
      '@open-wc/testing',
    ],
    exclude: ['@web/test-runner-commands'],
    noDiscovery: false,
  },
  plugins: [
    {
      // The runner's own websocket module must stay the runner's.
      name: 'wtr-externals',
      enforce: 'pre',
      resolveId(id) {
        if (id.startsWith('/__web-dev-server__')) return { id, external: true };
        return null;
      },
    },
    {
      // Tells tests/browser/helpers.ts which engine runs them (`__BIZ_ENGINE__`), e.g. how to
      // emulate media preferences, how slow it is (`__BIZ_SLOWNESS__`), and on which UI runtime
      // (`__BIZ_RUNTIME__`). (Vite's `define` reaches dev modules only through its client.)
      name: 'wtr-engine',
      transform(code, id) {
        if (!id.includes('/tests/browser/') || !code.includes('__BIZ_ENGINE__')) return null;
        const replaced = code
          .replaceAll('__BIZ_ENGINE__', JSON.stringify(ENGINE))
          .replaceAll('__BIZ_RUNTIME__', JSON.stringify(RUNTIME))
          .replaceAll('__BIZ_SLOWNESS__', JSON.stringify(SLOWNESS));
        return { code: replaced, map: null };
      },
    },
  ],
});

// Transform every module once before the first test page asks for it, so a cold checkout (CI)
// runs with the same timing as a warm one instead of compiling on the first test's clock.
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}
/**
 * Whether a module runs only in Node: it imports a `node:` builtin, `msw/node` or `typescript`
 * (the demo backend's server and state file, the contract check). Transforming one would have
 * Vite discover its dependencies and optimize its dependencies a second time on a cold
 * checkout, mid-run.
 */
const nodeOnly = (file) =>
  /from '(node:[\w/]+|msw\/node|typescript)'/.test(readFileSync(file, 'utf8'));
const warmStart = Date.now();
const warmFiles = ['src', 'elements', 'mocks', 'tests/browser']
  .flatMap(sourceFiles)
  .filter((file) => !nodeOnly(file));
await Promise.all(warmFiles.map((file) => vite.warmupRequest(`/${relative(process.cwd(), file)}`)));
console.log(`Vite: ${warmFiles.length} modules transformed in ${Date.now() - warmStart} ms`);

const RUNNER_PATHS = /^\/(__web-dev-server__|__web-test-runner__|__wtr|\?wtr|$)/;

/**
 * What test pages get for Vite's HMR client (`/@vite/client`). Vite imports it into a module with
 * an `import()` of a computed URL (src/element/chunk.ts, the autoloader's retry) for its
 * `injectQuery`. The real client then opens a websocket to this page's origin, which is
 * web-test-runner's own server; when that socket closes it polls and reloads the page. A test
 * page reloaded after its file ended told MSW's worker its client had closed, the worker
 * unregistered itself, and the next test file's page was left uncontrolled: every call of whole
 * files went to the dev server as 404s (a clean-clone CI run failed so). Tests need none of HMR:
 * this module gives what Vite's transforms import, doing nothing. `injectQuery` returns the URL
 * as it is: the client adds `?import` only to non-JavaScript paths of the dev server, and the
 * URLs imported here are JavaScript.
 */
const INERT_VITE_CLIENT = `
export const injectQuery = (url) => url;
export const createHotContext = () => ({
  data: {}, accept() {}, acceptExports() {}, dispose() {}, prune() {}, decline() {},
  invalidate() {}, on() {}, off() {}, send() {},
});
export const updateStyle = () => {};
export const removeStyle = () => {};
export class ErrorOverlay extends HTMLElement {}
`;

function viteMiddleware(ctx, next) {
  if (ctx.path === '/@vite/client') {
    ctx.type = 'text/javascript';
    ctx.body = INERT_VITE_CLIENT;
    return undefined;
  }
  if (
    RUNNER_PATHS.test(ctx.url) ||
    (ctx.url.includes('wtr-session-id') && ctx.url.endsWith('.html'))
  ) {
    return next();
  }
  return new Promise((resolve, reject) => {
    ctx.respond = false;
    vite.middlewares(ctx.req, ctx.res, (error) => {
      ctx.respond = true;
      if (error) reject(error);
      else resolve(next());
    });
  });
}

const engine = await engineLauncher({ chromeLauncher, findChrome });

export default {
  files: ['tests/browser/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // A port of its own: `npm test` runs two suites at once (scripts/test-browser.mjs, `--lanes`),
  // and two runners looking for a free port from 8000 at the same moment could both take 8000.
  port: await freePort(),
  concurrency: 1,
  concurrentBrowsers: 1,
  // Per test file: 240 s in Chromium, scaled by SLOWNESS. WebKitGTK under
  // WebKitWebDriver ran biz-comments.test.ts for over 6 minutes on a heavily loaded machine, and
  // faults.test.ts (about 200 tests) for over 7.5 minutes in a clean-clone CI run.
  testsFinishTimeout: 240_000 * SLOWNESS,
  browserStartTimeout: 60_000,
  // 10 s per test in Chromium, scaled by SLOWNESS as the tests' own waits are: a
  // test that passes is no slower, a slow engine is not a failure.
  // One retry per test: two CI runs each failed on one test in a slow engine that passed in the
  // others and on rerun (a retry timed out on a loaded machine). A retried test is logged and
  // listed at the end of `npm run test:browser` (tests/browser/helpers.ts, RETRIED_MARK), so a
  // flake stays visible; failing twice fails the run.
  testFramework: { config: { timeout: 10_000 * SLOWNESS, retries: 1 } },
  middleware: [viteMiddleware],
  // The usual report, then where the run's time went (the slowest files and tests).
  reporters: [defaultReporter(), timingReporter(`${ENGINE} on ${RUNTIME}`)],
  // `a11ySnapshot()` (the accessibility tree, where the engine's driver offers it).
  plugins: [
    a11ySnapshotPlugin(),
    {
      // What this config started (Vite, and for WebKit its Xvfb display and WebKitWebDriver)
      // ends with the run. (A plugin hook: web-test-runner has no top-level serverStop.)
      name: 'biz-stop-engine',
      async serverStop() {
        await vite.close();
        await engine.stop();
      },
    },
  ],
  browsers: [engine.launcher],
};
