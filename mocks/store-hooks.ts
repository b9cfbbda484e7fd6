/**
 * Where a persistent demo backend hooks into every call. `route()` (mocks/route.ts)
 * calls {@link beforeStoreUse} before a resolver reads or changes the store (`db`) and
 * {@link afterStoreUse} after it, before the answer leaves. Without hooks (Vitest, the browser
 * tests) both do nothing and the store lives in memory from the seed. The demo page sets hooks
 * that keep the store in IndexedDB (demo/memory.ts); `npm run backend` sets hooks that keep it in
 * a file (mocks/state-file.ts).
 */

/** What a persistent store does around each call. */
export interface StoreHooks {
  /** Before a call uses the store: e.g. load what another tab wrote meanwhile. */
  before(): Promise<void> | void;
  /** After a call used the store, before its answer leaves: write the store. */
  after(): Promise<void> | void;
}

let hooks: StoreHooks | null = null;

/** Sets the hooks (null: none, the in-memory store). */
export function setStoreHooks(next: StoreHooks | null): void {
  hooks = next;
}

/**
 * Runs the `before` hook. A failing hook is logged and the call goes on with the store in
 * memory: a demo that cannot remember still answers.
 */
export async function beforeStoreUse(): Promise<void> {
  try {
    await hooks?.before();
  } catch (error) {
    console.warn('[demo backend] could not load the saved state', error);
  }
}

/** Runs the `after` hook (failures logged, as {@link beforeStoreUse}). */
export async function afterStoreUse(): Promise<void> {
  try {
    await hooks?.after();
  } catch (error) {
    console.warn('[demo backend] could not save the state', error);
  }
}
