/** The runtimes the project builds and tests (scripts/runtime.mjs). */
export declare const RUNTIMES: readonly ['react', 'preact'];
/** The runtime named by `BIZ_RUNTIME` (default `react`); throws on an unknown name. */
export declare function runtimeFromEnv(
  env?: Record<string, string | undefined>,
): 'react' | 'preact';
/** Vite `resolve.alias` entries for the runtime: none for React, preact/compat for Preact. */
export declare function runtimeAliases(
  runtime: 'react' | 'preact',
): Array<{ find: RegExp; replacement: string }>;
