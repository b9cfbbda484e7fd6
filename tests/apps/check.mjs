// `npm run test:apps [-- --only angular,astro]` (after `npm run build`): the package as app
// developers meet it. Packs it, imports every `exports` entry in Node without a DOM, then installs
// it into the apps of tests/apps (made as each framework's docs say, used as docs/partners.md
// says): React 19 at the peer floor (one React bundled), Vue 3, Svelte 5, Next.js 16 and Astro 7
// (server or static HTML holds the tags), Angular 22 (no "not ESM" warning); each typechecked and
// built (Angular and Astro must fail on a missing detail field), then opened in Chromium
// (tests/apps/browser.mjs). Registry apps `npm ci` from their lockfiles (`npm run apps:update`),
// Angular and Astro on Node 22 (tests/apps/node22.mjs). Prints step seconds and Vite apps' JS
// gzip KB; exit 1 on a failure, 2 on an unknown app. Only installs leave the machine.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { checkInBrowser, startBackend, startProcess, stop } from './browser.mjs';
import { node22Env, REGISTRY_APPS } from './node22.mjs';
import { freePort } from '../../scripts/engines.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const T0 = performance.now();

const APP_NAMES = ['react', 'vue', 'svelte', 'next', 'angular', 'astro'];
const onlyAt = process.argv.indexOf('--only');
/** `--only astro,next`: those apps alone (the Node import and wrapper checks run always). */
const only = onlyAt === -1 ? APP_NAMES : (process.argv[onlyAt + 1] ?? '').split(',');
const unknown = only.filter((name) => !APP_NAMES.includes(name));
if (unknown.length) {
  console.error(`test:apps --only: no app ${unknown.join(', ')} (${APP_NAMES.join(', ')})`);
  process.exit(2);
}
const wanted = (name) => only.includes(name);

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const run = (cmd, args, cwd = ROOT) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** Runs a command to its end: `{status, output}` (stdout, stderr, colours removed). */
function capture(cmd, args, { cwd, env = process.env }) {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  return {
    status: result.status,
    output: stripVTControlCharacters(`${result.stdout ?? ''}${result.stderr ?? ''}`),
  };
}

const tail = (output, lines = 30) => output.trimEnd().split('\n').slice(-lines).join('\n');

const packDir = mkdtempSync(join(tmpdir(), 'biz-pack-'));
const [packed] = JSON.parse(
  run('npm', ['pack', '--json', '--silent', '--pack-destination', packDir]),
);
const tarball = join(packDir, packed.filename);
console.log(
  `packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB`,
);

/** Installs the packed tarball as an app's node_modules/biz-widgets (the rest from the repo). */
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

/** KB gzip of what the app loads on start (entry and its static imports) and of all its JS. */
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

async function serveStatic(dir, port) {
  const server = await preview({
    root: dirname(dir),
    configFile: false,
    logLevel: 'warn',
    build: { outDir: basename(dir) },
    preview: { port, host: '127.0.0.1', strictPort: true },
  });
  return { close: () => server.close() };
}

const reactVersion = (app) =>
  `react ${JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')).version}`;

const since = (start) => ((performance.now() - start) / 1000).toFixed(1);

const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** `npm ci` of an app with `file:../biz-widgets.tgz`; rejects when its lock pins stale deps. */
function npmCi(name, env) {
  const app = join(APPS, name);
  const locked = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')).packages[
    'node_modules/biz-widgets'
  ];
  for (const field of ['dependencies', 'peerDependencies']) {
    if (JSON.stringify(locked?.[field] ?? {}) !== JSON.stringify(PACKAGE[field] ?? {})) {
      return Promise.reject(
        new Error(
          `tests/apps/${name}/package-lock.json has biz-widgets' ${field} as they were, not as ` +
            `package.json has them now: run \`npm run apps:update -- ${name}\``,
        ),
      );
    }
  }
  return new Promise((resolve, reject) => {
    const args = ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
    const child = spawn('npm', args, { cwd: app, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ci in tests/apps/${name} exited ${code}`)),
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

/** The tags every app renders; its server or static HTML must hold them as rendered. */
const TAGS = ['<biz-article-rating article-id="1024"', '<biz-comments article-id="1024"'];

function expectTags(html, where) {
  const missing = TAGS.filter((tag) => !html.includes(tag));
  if (missing.length) throw new Error(`${where} lacks ${missing.map((t) => `${t}>`).join(', ')}`);
}

/** What a handler reads that `biz-article-rate`'s detail lacks, and what the typecheck says. */
const WRONG_FIELD = 'count';
const WRONG_MESSAGE = `Property '${WRONG_FIELD}' does not exist on type 'ArticleRateDetail'`;

/**
 * Writes `file` (a handler reading {@link WRONG_FIELD}), runs the typecheck, removes it; throws
 * unless it failed with {@link WRONG_MESSAGE} in that file only. Returns its output.
 */
function expectWrongDetailFails(app, file, content, [cmd, args, env]) {
  const path = join(app, file);
  writeFileSync(path, content);
  try {
    const { status, output } = capture(cmd, args, { cwd: app, env });
    const errorLines = output.split('\n').filter((line) => /\berror\b/i.test(line));
    const elsewhere = errorLines.filter(
      (l) => /\.(ts|html|astro):\d+/.test(l) && !l.includes(file),
    );
    if (status === 0 || !output.includes(WRONG_MESSAGE) || elsewhere.length) {
      throw new Error(
        `a handler reading detail.${WRONG_FIELD} should fail the typecheck with «${WRONG_MESSAGE}» ` +
          `in ${file} only (exit ${status}):\n${tail(output)}`,
      );
    }
    return output;
  } finally {
    rmSync(path, { force: true });
  }
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

const ports = {};
for (const name of APP_NAMES.filter(wanted)) {
  ports[name] = await freePort();
}
const backend = await startBackend(
  ROOT,
  Object.values(ports).map((port) => `http://127.0.0.1:${port}`),
);
process.env.VITE_BIZ_API_BASE = backend.origin;
const servers = [];
const toOpen = [];
const NO_TELEMETRY = { NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' };
const NG_ENV = { NG_CLI_ANALYTICS: 'false', NG_FORCE_TTY: 'false' };

// Registry installs run side by side, each app's build after its own; Node 22 is fetched
// meanwhile. Each promise settles to { error, seconds }.
const installs = {};
function startInstalls(names, env) {
  for (const name of names) {
    const started = performance.now();
    installs[name] = npmCi(name, env).then(
      () => ({ error: null, seconds: since(started) }),
      (error) => ({ error, seconds: since(started) }),
    );
  }
}
const registryApps = Object.keys(REGISTRY_APPS).filter(wanted);
const onNode20 = registryApps.filter((name) => !REGISTRY_APPS[name].node22);
const onNode22 = registryApps.filter((name) => REGISTRY_APPS[name].node22);
startInstalls(onNode20, process.env);
let env22 = null;
try {
  if (onNode22.length) env22 = { ...node22Env(), ...NO_TELEMETRY, ...NG_ENV };
  startInstalls(onNode22, env22);
} catch (error) {
  for (const name of onNode22) {
    installs[name] = Promise.resolve({ error, seconds: '0' });
  }
}
/** Awaits an app's install: its seconds; throws its failure. */
async function installed(name) {
  const { error, seconds } = await installs[name];
  if (error) throw error;
  return seconds;
}

for (const name of ['react', 'vue'].filter(wanted)) {
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
    servers.push(await serveStatic(join(app, 'dist'), ports[name]));
    toOpen.push({ name, url: `http://127.0.0.1:${ports[name]}/` });
  } catch (error) {
    failed = true;
    console.error(`${name} app failed:`, error.message ?? error);
  }
}
if (wanted('svelte')) {
  const app = join(APPS, 'svelte');
  const started = performance.now();
  try {
    await installed('svelte');
    // The package's Svelte types make the handler's event typed in a strict check (not `any`).
    run(join(app, 'node_modules', '.bin', 'svelte-check'), ['--fail-on-warnings'], app);
    await build({ root: app, logLevel: 'warn', configFile: join(app, 'vite.config.ts') });
    report.push(`svelte app: install and build ${since(started)} s, ${jsSizes(join(app, 'dist'))}`);
    servers.push(await serveStatic(join(app, 'dist'), ports.svelte));
    toOpen.push({ name: 'svelte', url: `http://127.0.0.1:${ports.svelte}/` });
  } catch (error) {
    failed = true;
    console.error('svelte app failed:', error.message ?? error);
  }
}

if (wanted('next')) {
  const app = join(APPS, 'next');
  const next = join(app, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { BIZ_API_BASE: backend.origin, ...NO_TELEMETRY };
  try {
    const install = await installed('next');
    const building = performance.now();
    const built = capture('node', [next, 'build'], { cwd: app, env: { ...process.env, ...env } });
    if (built.status !== 0)
      throw new Error(`next build exited ${built.status}:\n${tail(built.output)}`);
    // The route list: / prerendered whole (○), /live a static shell streamed per request (◐).
    if (!/○ \/$/m.test(built.output) || !/◐ \/live$/m.test(built.output)) {
      throw new Error(
        `next build: expected "○ /" and "◐ /live" in its routes:\n${tail(built.output, 12)}`,
      );
    }
    report.push(
      `next app: install ${install} s (from the start), build (typecheck, Turbopack) ${since(building)} s`,
    );
    const { child } = await startProcess(
      'node',
      [next, 'start', '-p', `${ports.next}`, '-H', '127.0.0.1'],
      { cwd: app, env, ready: /Ready in|started server/i },
    );
    servers.push({ close: async () => stop(child) });
    for (const path of ['/', '/live']) {
      const url = `http://127.0.0.1:${ports.next}${path}`;
      const response = await fetch(url);
      expectTags(await response.text(), `next app: the server HTML of ${path}`);
      toOpen.push({ name: `next ${path}`, url });
    }
  } catch (error) {
    failed = true;
    console.error('next app failed:', error.message ?? error);
  }
}

if (wanted('angular')) {
  const app = join(APPS, 'angular');
  try {
    const install = await installed('angular');
    const building = performance.now();
    const ng = join(app, 'node_modules', '.bin', 'ng');
    // `--define`: the fixture reads the API base from BIZ_API_BASE, a JS expression.
    const define = `BIZ_API_BASE=${JSON.stringify(backend.origin)}`;
    const built = capture(ng, ['build', '--define', define], { cwd: app, env: env22 });
    if (built.status !== 0)
      throw new Error(`ng build exited ${built.status}:\n${tail(built.output)}`);
    // esbuild's "Module 'react' … is not ESM" warnings: none, with angular.json's
    // allowedCommonJsDependencies as docs/partners.md lists them.
    const warnings = built.output.split('\n').filter((line) => line.includes('[WARNING]'));
    if (warnings.length) throw new Error(`ng build warned:\n${warnings.join('\n')}`);
    const buildSeconds = since(building);
    const checking = performance.now();
    expectWrongDetailFails(
      app,
      'src/app/wrong-detail.ts',
      [
        "import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';",
        '',
        '@Component({',
        "  selector: 'app-wrong-detail',",
        '  schemas: [CUSTOM_ELEMENTS_SCHEMA],',
        `  template: \`<biz-article-rating (biz-article-rate)="rated.set($event.detail.${WRONG_FIELD})"></biz-article-rating>\`,`,
        '})',
        'export class WrongDetail {',
        "  protected readonly rated = signal('');",
        '}',
        '',
      ].join('\n'),
      [join(app, 'node_modules', '.bin', 'ngc'), ['-p', 'tsconfig.app.json', '--noEmit'], env22],
    );
    report.push(
      `angular app: install ${install} s (from the start), ng build (template typecheck) ${buildSeconds} s, ` +
        `a wrong $event.detail fails ngc (${since(checking)} s)`,
    );
    servers.push(await serveStatic(join(app, 'dist', 'angular', 'browser'), ports.angular));
    toOpen.push({ name: 'angular', url: `http://127.0.0.1:${ports.angular}/` });
  } catch (error) {
    failed = true;
    console.error('angular app failed:', error.message ?? error);
  }
}

if (wanted('astro')) {
  const app = join(APPS, 'astro');
  try {
    const install = await installed('astro');
    const astro = join(app, 'node_modules', '.bin', 'astro');
    const checking = performance.now();
    // One `astro check`: no error on the app's own page, exactly one on the wrong-field page.
    const page = readFileSync(join(app, 'src', 'pages', 'index.astro'), 'utf8');
    const wrong = page.replace('e.detail.choice', `e.detail.${WRONG_FIELD}`);
    if (wrong === page) throw new Error('src/pages/index.astro no longer reads e.detail.choice');
    const checked = expectWrongDetailFails(app, 'src/pages/wrong-detail.astro', wrong, [
      astro,
      ['check'],
      env22,
    ]);
    if (!/^- 1 error$/m.test(checked)) {
      throw new Error(`astro check: expected 1 error (the wrong page's) in all:\n${tail(checked)}`);
    }
    const checkSeconds = since(checking);
    const building = performance.now();
    const built = capture(astro, ['build'], {
      cwd: app,
      env: { ...env22, PUBLIC_BIZ_API_BASE: backend.origin },
    });
    if (built.status !== 0) {
      throw new Error(`astro build exited ${built.status}:\n${tail(built.output)}`);
    }
    expectTags(readFileSync(join(app, 'dist', 'index.html'), 'utf8'), 'astro app: dist/index.html');
    report.push(
      `astro app: install ${install} s (from the start), astro check (0 errors; a wrong e.detail, 1) ` +
        `${checkSeconds} s, build ${since(building)} s`,
    );
    servers.push(await serveStatic(join(app, 'dist'), ports.astro));
    toOpen.push({ name: 'astro', url: `http://127.0.0.1:${ports.astro}/` });
  } catch (error) {
    failed = true;
    console.error('astro app failed:', error.message ?? error);
  }
}

try {
  const started = performance.now();
  const failures = await checkInBrowser(toOpen);
  const opened = toOpen.map((a) => a.name).join(', ') || 'no app';
  report.push(`Chromium: ${opened} opened in ${since(started)} s`);
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
