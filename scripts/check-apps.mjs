// `npm run test:apps`: the package as an app developer meets it. Packs the built package
// (`npm pack`) and checks that every `exports` entry imports in Node without a DOM, then installs
// the tarball into four small apps:
// - tests/apps/react: React 19 + TS at the peer range's floor (react/react-dom 19.0.0, installed
//   from the registry), typechecked, built, React counted (exactly one), opened in Chromium;
// - tests/apps/vue: Vue 3 + TS with vue-tsc --strictTemplates, built;
// - tests/apps/next: Next.js 16 App Router as create-next-app makes it (React 19.3.0), default
//   Turbopack build, a server-rendered route, `next start`, opened in Chromium;
// - tests/apps/svelte: Svelte 5 + Vite, checked with svelte-check (the package's Svelte types),
//   built, opened in Chromium.
// In Chromium (scripts/apps-browser.mjs) both elements must render against the demo backend and
// the app's own `biz-article-rate` handler must run. Prints each step's seconds and each Vite
// app's JS size (gzip -9, KB). Run `npm run build` first. Exits 1 on any failure. Installs reach
// the npm registry (the apps' own dependencies); nothing else leaves the machine.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { checkInBrowser, startBackend, startProcess, stop } from './apps-browser.mjs';
import { freePort } from './engines.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const T0 = performance.now();
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const run = (cmd, args, cwd = ROOT) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const packDir = mkdtempSync(join(tmpdir(), 'biz-pack-'));
const [packed] = JSON.parse(
  run('npm', ['pack', '--json', '--silent', '--pack-destination', packDir]),
);
const tarball = join(packDir, packed.filename);
console.log(
  `packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB`,
);

/** Installs the packed tarball as node_modules/biz-widgets of an app (its dependencies and
 * peers resolve from the repository's node_modules, one folder up the tree). */
function extract(app) {
  const target = join(app, 'node_modules', 'biz-widgets');
  rmSync(join(app, 'node_modules'), { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', tarball, '--strip-components=1', '-C', target]);
}

/** Vite plugin: the package folders of react and react-dom that went into the bundle. */
function reactCopies(found) {
  return {
    name: 'count-react-copies',
    transform(_code, id) {
      const match = /^(.*[\\/]node_modules[\\/](react|react-dom))[\\/]/.exec(id);
      if (match) found.add(`${match[2]}@${match[1]}`);
    },
  };
}

/**
 * KB gzip of what the app loads on start (its entry chunk and every chunk that one imports
 * statically, transitively) and of all its JS (the lazily imported element chunks too).
 */
function jsSizes(dir) {
  const assets = join(dir, 'assets');
  const kb = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length / 1024;
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const start = new Set(files.filter((f) => f.startsWith('index-')));
  for (const file of start) {
    const code = readFileSync(join(assets, file), 'utf8');
    for (const [, dep] of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      start.add(dep);
    }
  }
  const sum = (list) => list.reduce((s, f) => s + kb(f), 0).toFixed(1);
  return `on start ${sum([...start])} KB, all JS ${sum(files)} KB gzip`;
}

/** Serves a built Vite app (its dist/) on `port` (vite preview). */
async function previewApp(app, port) {
  const server = await preview({
    root: app,
    configFile: false,
    logLevel: 'warn',
    preview: { port, host: '127.0.0.1', strictPort: true },
  });
  return { close: () => server.close() };
}

/** The version of react the app installed (the peer range's floor for tests/apps/react). */
const reactVersion = (app) =>
  `react ${JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')).version}`;

/** Seconds since `start`, one decimal. */
const since = (start) => ((performance.now() - start) / 1000).toFixed(1);

/**
 * `npm install` of an app's own package.json from the registry, the packed package among its
 * dependencies (`file:../biz-widgets.tgz`, copied there from the pack).
 */
function npmInstall(app) {
  rmSync(join(app, 'node_modules'), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const args = ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline'];
    const child = spawn('npm', [...args, '--loglevel=error'], { cwd: app, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm install in ${app} exited ${code}`)),
    );
  });
}

/** Every `exports` entry of the packed package imported by Node, where there is no DOM. */
function importInNode() {
  // Inside the repository's node_modules, so its dependencies and React resolve from there.
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.biz-node-'));
  const target = join(dir, 'node_modules', 'biz-widgets');
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', tarball, '--strip-components=1', '-C', target]);
  const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
  const failures = [];
  for (const [subpath, entry] of Object.entries(pkg.exports)) {
    const specifier = `biz-widgets${subpath.slice(1)}`;
    if (typeof entry === 'object' && !entry.default) continue; // types only
    const code = subpath.endsWith('.json')
      ? `import(${JSON.stringify(specifier)}, { with: { type: 'json' } })`
      : `import(${JSON.stringify(specifier)})`;
    try {
      execFileSync('node', ['--input-type=module', '-e', `await ${code}`], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      failures.push(
        `node import('${specifier}'): ${String(error.stderr).split('\n').slice(0, 6).join(' ')}`,
      );
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return failures;
}

let failed = false;
const report = [];
const APPS = join(ROOT, 'tests', 'apps');
copyFileSync(tarball, join(APPS, 'biz-widgets.tgz'));

for (const failure of importInNode()) {
  failed = true;
  console.error(failure);
}
try {
  run('node', ['scripts/react-wrappers.mjs', '--check']);
} catch {
  failed = true;
}

const ports = { react: await freePort(), svelte: await freePort(), next: await freePort() };
const backend = await startBackend(
  ROOT,
  Object.values(ports).map((port) => `http://127.0.0.1:${port}`),
);
process.env.VITE_BIZ_API_BASE = backend.origin;
const servers = [];
const toOpen = [];
// The three registry installs run side by side (mostly waiting on the network), each app's
// build after its own. Each promise settles to an error or null.
const installs = Object.fromEntries(
  ['react', 'svelte', 'next'].map((name) => {
    const started = performance.now();
    const done = npmInstall(join(APPS, name)).then(
      () => null,
      (error) => error,
    );
    return [name, done.then((error) => ({ error, seconds: since(started) }))];
  }),
);
/** Awaits an app's install; throws its failure. @returns the install's seconds. */
async function installed(name) {
  const { error, seconds } = await installs[name];
  if (error) throw error;
  return seconds;
}

for (const name of ['react', 'vue']) {
  const app = join(APPS, name);
  const started = performance.now();
  try {
    if (name === 'react') await installed('react');
    else extract(app);
    if (name === 'react') run(bin('tsc'), ['-p', join(app, 'tsconfig.json')]);
    else run(bin('vue-tsc'), ['-p', join(app, 'tsconfig.json')]);
    const found = new Set();
    await build({
      root: app,
      logLevel: 'warn',
      configFile: name === 'vue' ? join(app, 'vite.config.ts') : false,
      plugins: [reactCopies(found)],
      build: { outDir: join(app, 'dist'), emptyOutDir: true },
    });
    const reacts = [...found].filter((p) => p.startsWith('react@'));
    if (name === 'react' && reacts.length !== 1) {
      failed = true;
      console.error(
        `${name} app: expected one React, found ${reacts.length}: ${reacts.join(', ')}`,
      );
    }
    report.push(
      `${name} app: ${name === 'react' ? 'install, ' : ''}typecheck and build ${since(started)} s, ${jsSizes(join(app, 'dist'))}` +
        (name === 'react' ? `, React copies: ${reacts.length} (${reactVersion(app)})` : ''),
    );
    if (name === 'react') {
      servers.push(await previewApp(app, ports.react));
      toOpen.push({ name, url: `http://127.0.0.1:${ports.react}/` });
    }
  } catch (error) {
    failed = true;
    console.error(`${name} app failed:`, error.message ?? error);
  }
}
{
  const app = join(APPS, 'svelte');
  const started = performance.now();
  try {
    await installed('svelte');
    // The package's Svelte types (biz-widgets/svelte) type the tags' attributes and events in a
    // strict check: without them the handler's event would be an implicit `any`.
    run(join(app, 'node_modules', '.bin', 'svelte-check'), ['--fail-on-warnings'], app);
    await build({ root: app, logLevel: 'warn', configFile: join(app, 'vite.config.ts') });
    report.push(`svelte app: install and build ${since(started)} s, ${jsSizes(join(app, 'dist'))}`);
    servers.push(await previewApp(app, ports.svelte));
    toOpen.push({ name: 'svelte', url: `http://127.0.0.1:${ports.svelte}/` });
  } catch (error) {
    failed = true;
    console.error('svelte app failed:', error.message ?? error);
  }
}

{
  const app = join(APPS, 'next');
  const next = join(app, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { BIZ_API_BASE: backend.origin, NEXT_TELEMETRY_DISABLED: '1' };
  try {
    const install = await installed('next');
    const building = performance.now();
    execFileSync('node', [next, 'build'], {
      cwd: app,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    report.push(
      `next app: install ${install} s (from the start), build (Turbopack) ${since(building)} s`,
    );
    const { child } = await startProcess(
      'node',
      [next, 'start', '-p', `${ports.next}`, '-H', '127.0.0.1'],
      {
        cwd: app,
        env,
        ready: /Ready in|started server/i,
      },
    );
    servers.push({ close: async () => stop(child) });
    toOpen.push({ name: 'next', url: `http://127.0.0.1:${ports.next}/` });
  } catch (error) {
    failed = true;
    console.error('next app failed:', error.message ?? error);
  }
}

try {
  const started = performance.now();
  const failures = await checkInBrowser(toOpen);
  report.push(`Chromium: ${toOpen.map((a) => a.name).join(', ')} opened in ${since(started)} s`);
  for (const failure of failures) {
    failed = true;
    console.error(failure);
  }
} finally {
  for (const server of servers) await server.close();
  stop(backend.child);
}

rmSync(packDir, { recursive: true, force: true });
rmSync(join(APPS, 'biz-widgets.tgz'), { force: true });
report.push(`test:apps: ${since(T0)} s in all`);
console.log(report.join('\n'));
process.exit(failed ? 1 : 0);
