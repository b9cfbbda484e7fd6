/** The bundle's version from package.json as every Vite/Vitest config's `define`. */
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** `{ __BIZ_VERSION__: '"x.y.z"' }`; `BIZ_VERSION` overrides package.json (deploy-skew check). */
export const versionDefine = {
  __BIZ_VERSION__: JSON.stringify(process.env.BIZ_VERSION || version),
};
