/** When an unmounted element's effect clean-ups run: the React build (Preact's: `*.preact.ts`). */

/** Makes an unmounted element's effect clean-ups run before any timer: React already ran them. */
export function settleRemovedEffects(): void {}
