// `npm run apps:update [-- <app>…]` (run `npm run build` first): moves the pins of the registry
// fixture apps of `npm run test:apps` (exact versions in package.json, everything below in
// package-lock.json), on purpose rather than overnight. Every dependency moves to the newest of
// its major (TypeScript of its minor: the frameworks' compilers support one at a time), but HOLD;
// the lockfile is made anew with the freshly packed package, whose entry keeps no `integrity`
// (so `npm ci` reads the tarball just packed, not a cached copy). A major upgrade is a hand edit
// of package.json, then this. Prints each app's changed versions; Angular and Astro install on
// Node 22 (tests/apps/node22.mjs).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { node22Env, REGISTRY_APPS } from './node22.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const APPS = join(ROOT, 'tests', 'apps');

/** Exact versions kept: React at the peer floor; Next's React as create-next-app pins it. */
const HOLD = { react: ['react', 'react-dom'], next: ['react', 'react-dom'] };

const named = process.argv.slice(2);
const apps = named.length ? named : Object.keys(REGISTRY_APPS);
for (const name of apps) {
  if (!(name in REGISTRY_APPS)) {
    console.error(`no app "${name}": ${Object.keys(REGISTRY_APPS).join(', ')}`);
    process.exit(2);
  }
}

const packDir = mkdtempSync(join(tmpdir(), 'biz-pack-'));
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--silent', '--pack-destination', packDir], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
copyFileSync(join(packDir, packed.filename), join(APPS, 'biz-widgets.tgz'));

const versionsOf = (pkg) => ({ ...pkg.dependencies, ...pkg.devDependencies });

try {
  for (const name of apps) {
    const app = join(APPS, name);
    const file = join(app, 'package.json');
    const before = JSON.parse(readFileSync(file, 'utf8'));
    const hold = new Set(HOLD[name] ?? []);
    const specs = (field) =>
      Object.entries(before[field] ?? {})
        .filter(([dep, version]) => !hold.has(dep) && !version.startsWith('file:'))
        .map(([dep, version]) => {
          const bare = version.replace(/^[\^~]/, '');
          return `${dep}@${dep === 'typescript' ? '~' : '^'}${bare}`;
        });
    rmSync(join(app, 'node_modules'), { recursive: true, force: true });
    rmSync(join(app, 'package-lock.json'), { force: true });
    const npm = (args) =>
      execFileSync(
        'npm',
        [...args, '--save-exact', '--no-audit', '--no-fund', '--loglevel=error'],
        {
          cwd: app,
          stdio: 'inherit',
          env: REGISTRY_APPS[name].node22 ? node22Env() : process.env,
        },
      );
    const deps = specs('dependencies');
    const devDeps = specs('devDependencies');
    if (deps.length) npm(['install', ...deps]);
    if (devDeps.length) npm(['install', '--save-dev', ...devDeps]);
    if (!deps.length && !devDeps.length) npm(['install']);

    const lockFile = join(app, 'package-lock.json');
    const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
    delete lock.packages['node_modules/biz-widgets'].integrity;
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);

    const after = versionsOf(JSON.parse(readFileSync(file, 'utf8')));
    const changed = Object.entries(after)
      .filter(([dep, version]) => versionsOf(before)[dep] !== version)
      .map(([dep, version]) => `${dep} ${versionsOf(before)[dep]} → ${version}`);
    console.log(`${name}: ${changed.length ? changed.join(', ') : 'no direct dependency moved'}`);
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
  rmSync(join(APPS, 'biz-widgets.tgz'), { force: true });
}
