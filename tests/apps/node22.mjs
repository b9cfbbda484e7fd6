// Node 22 for the fixture apps whose CLIs need it (Angular CLI, Astro 7) while `npm test` runs on
// the machine's Node 20: the npm registry's `node` package, installed once (about 10 s) into
// node_modules/.cache/biz-node22, which a root `npm ci` clears.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/** The registry fixture apps (`npm ci` in `npm run test:apps`) and whether they need Node 22. */
export const REGISTRY_APPS = {
  react: { node22: false },
  svelte: { node22: false },
  next: { node22: false },
  angular: { node22: true },
  astro: { node22: true },
};

/** The exact release installed (22.12+ for Astro, 22.22.3+ for the Angular CLI). */
const NODE22_VERSION = '22.23.3';

const ROOT = resolve(import.meta.dirname, '..', '..');
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
 * Installs Node {@link NODE22_VERSION} from the npm registry unless there; returns this process's
 * environment with its bin first on PATH (so `#!/usr/bin/env node` runs on 22). Throws on failure.
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
