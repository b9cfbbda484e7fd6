/**
 * When a removed element's effect clean-ups run, per UI runtime. This is the React
 * build's module: React runs them while it unmounts (r2wc's `root.unmount()`), so there is
 * nothing to do. The Preact build replaces it with `runtime-effects.preact.ts`
 * (scripts/runtime.mjs).
 */

/**
 * Called by the define helper right after an element's component was unmounted: makes sure the
 * clean-ups of its passive effects (`useEffect`: timers, listeners, pollers) run before any
 * timer or event of the page can reach them. A no-op on React.
 */
export function settleRemovedEffects(): void {}
