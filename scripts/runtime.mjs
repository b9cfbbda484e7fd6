/**
 * The UI runtime of a build or browser-test run: React (default) or Preact through preact/compat,
 * same source; src/element/runtime-effects.preact.ts is the only Preact-specific module.
 */
import { fileURLToPath } from 'node:url';

export const RUNTIMES = ['react', 'preact'];

/** `BIZ_RUNTIME` (`react` by default); throws on another value: a typo never tests React twice. */
export function runtimeFromEnv(env = process.env) {
  const value = env.BIZ_RUNTIME || 'react';
  if (!RUNTIMES.includes(value))
    throw new Error(`BIZ_RUNTIME="${value}": expected ${RUNTIMES.join(' or ')}`);
  return value;
}

/**
 * Vite `resolve.alias` for `runtime`: none for React; for Preact, React's entry points →
 * preact/compat and ./runtime-effects.ts → src/element/runtime-effects.preact.ts.
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
