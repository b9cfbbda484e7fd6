/**
 * The environment for a command a Node test starts (a `vite build`, `npm run …`): this process's
 * variables without the ones Vitest sets for its own run (`NODE_ENV=test`, `TEST`, `VITEST*`).
 * With them, a child `vite build` makes a test build instead of the one a partner gets.
 *
 * @returns a copy of `process.env` without those keys; `process.env` itself is left as it is.
 */
export function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(NODE_ENV|TEST|VITEST.*)$/.test(key)),
  );
}
