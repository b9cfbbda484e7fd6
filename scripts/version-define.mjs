/**
 * The bundle's version, read from package.json (the one place it is written), as the `define`
 * entry every Vite/Vitest config adds: `__BIZ_VERSION__` becomes the version string at build time.
 */
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * `{ __BIZ_VERSION__: '"x.y.z"' }`, for a Vite config's `define`. `BIZ_VERSION` in the
 * environment overrides package.json (the deploy-skew check builds two versions).
 */
export const versionDefine = {
  __BIZ_VERSION__: JSON.stringify(process.env.BIZ_VERSION || version),
};
