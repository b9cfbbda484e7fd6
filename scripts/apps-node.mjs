// Node 22 for the fixture apps whose CLIs need it (tests/apps/angular: the Angular CLI wants
// ^22.22.3 || ^24.15 || >=26; tests/apps/astro: Astro 7 wants >=22.12) while the rest of
// `npm test` runs on the machine's Node 20. Node is a package on the npm registry (`node`, which
// fetches its platform's binary package): installed once into node_modules/.cache/biz-node22
// (outside the tracked files; `npm ci` at the root clears it), about 10 s, then reused.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/**
 * The fixture apps installed from the registry (`npm ci` from their lockfiles in
 * `npm run test:apps`, `npm run apps:update` moves the pins), and whether their tools need Node 22.
 */
export const REGISTRY_APPS = {
  react: { node22: false },
  svelte: { node22: false },
  next: { node22: false },
  angular: { node22: true },
  astro: { node22: true },
};

/** The exact release installed (22.12+ for Astro, 22.22.3+ for the Angular CLI). */
const NODE22_VERSION = '22.23.3';

const ROOT = resolve(import.meta.dirname, '..');
const DIR = join(ROOT, 'node_modules', '.cache', 'biz-node22');
const BIN = join(DIR, 'node_modules', '.bin');

/** The version `node` in `bin` prints (`v22.23.3`), or null when there is none. */
function versionIn(bin) {
  try {
    return execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/**
 * Installs Node {@link NODE22_VERSION} from the npm registry unless it is already there.
 * @returns {Record<string, string>} an environment for child processes: this process's, with
 *   Node 22's bin folder first on PATH (so `node`, and npm's and the CLIs' `#!/usr/bin/env node`,
 *   run on Node 22). Throws when the install fails.
 */
export function node22Env() {
  if (versionIn(BIN) !== `v${NODE22_VERSION}`) {
    mkdirSync(DIR, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        DIR,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${NODE22_VERSION}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const got = versionIn(BIN);
    if (got !== `v${NODE22_VERSION}`) {
      throw new Error(`node@${NODE22_VERSION} from the registry runs as ${got ?? 'nothing'}`);
    }
  }
  return { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}` };
}
