/**
 * Which UI runtime a build or a browser-test run uses: React (the default) or Preact
 * through preact/compat, from the same source. The Preact build aliases every React entry point
 * our code and @r2wc/react-to-web-component import to its preact/compat counterpart; the only
 * module of src/ written for Preact is src/element/runtime-effects.preact.ts.
 */
import { fileURLToPath } from 'node:url';

/** The runtimes the project builds and tests. */
export const RUNTIMES = ['react', 'preact'];

/**
 * The runtime of this process: `BIZ_RUNTIME` (`react` or `preact`), `react` when unset. Throws
 * on any other value, so a typo never silently tests React twice.
 */
export function runtimeFromEnv(env = process.env) {
  const value = env.BIZ_RUNTIME || 'react';
  if (!RUNTIMES.includes(value))
    throw new Error(`BIZ_RUNTIME="${value}": expected ${RUNTIMES.join(' or ')}`);
  return value;
}

/**
 * Vite `resolve.alias` entries for `runtime`: none for React; for Preact, exact-match rules
 * from each React entry point to preact/compat (its `client` for `react-dom/client`, and the
 * compat JSX runtimes, which load compat's React-like event and prop handling first), and
 * src/element/runtime-effects.ts (imported by the define helper) to its Preact version.
 */
export function runtimeAliases(runtime) {
  if (runtime !== 'preact') return [];
  return [
    {
      find: /^\.\/runtime-effects\.ts$/,
      replacement: fileURLToPath(
        new URL('../src/element/runtime-effects.preact.ts', import.meta.url),
      ),
    },
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  ];
}
