// `npm run test:apps`: the package as an app developer meets it. Packs the built package
// (`npm pack`), installs the tarball into two small apps (tests/apps/react: React 19 + TS;
// tests/apps/vue: Vue 3 + TS with vue-tsc --strictTemplates), typechecks and builds each, checks
// the React app bundles exactly one React, and prints each app's JS size (gzip -9, KB).
// Run `npm run build` first. Exits 1 on any failure. Nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
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
function install(app) {
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

let failed = false;
const report = [];
for (const name of ['react', 'vue']) {
  const app = join(ROOT, 'tests', 'apps', name);
  install(app);
  try {
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
      `${name} app: typecheck ok, build ok, ${jsSizes(join(app, 'dist'))}` +
        (name === 'react' ? `, React copies: ${reacts.length}` : ''),
    );
  } catch (error) {
    failed = true;
    console.error(`${name} app failed:`, error.message ?? error);
  }
}
rmSync(packDir, { recursive: true, force: true });
console.log(report.join('\n'));
process.exit(failed ? 1 : 0);
