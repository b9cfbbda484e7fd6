/**
 * Demo only: the demo backend's store (`db` of mocks/db.ts) kept in IndexedDB, so a
 * vote, a comment, a bookmark, a poll answer or a new avatar survive a reload, another demo page
 * and another tab, as they would on the real site's server.
 *
 * - The store is saved whole (IndexedDB keeps Maps, Sets and uploaded pictures' bytes as they
 *   are) after every call of the demo backend, before the answer leaves (mocks/store-hooks.ts).
 *   A save is one IndexedDB transaction: a tab closed mid-write leaves the previous whole state,
 *   never half of one, and no answer reports a change that was not written.
 * - Tabs tell each other through BroadcastChannel `biz-demo:store`; a tab that heard of a change
 *   reloads the store before its next call, so two tabs work on one state.
 * - {@link resetDemoMemory} («Сбросить данные») writes the seed for every tab.
 *
 * Storage: IndexedDB database `biz-demo`, object store `state`, key `db`, through idb-keyval.
 * Nothing here is part of the shipped bundle (only demo/demo.ts imports it).
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { db, isDemoDb, replaceDb, resetDb } from '../mocks/db.ts';
import { setStoreHooks } from '../mocks/store-hooks.ts';

const CHANNEL = 'biz-demo:store';
const KEY = 'db';

let store: UseStore | null = null;
let channel: BroadcastChannel | null = null;
/** Another tab changed the store since this tab last loaded it. */
let stale = false;

/** Loads the saved store into `db`; false when there is none usable (the seed stays). */
async function load(target: UseStore): Promise<boolean> {
  const saved: unknown = await get(KEY, target);
  if (!isDemoDb(saved)) return false;
  replaceDb(saved);
  return true;
}

/** Writes the current store and tells the other tabs. */
async function save(target: UseStore): Promise<void> {
  await set(KEY, db, target);
  channel?.postMessage('changed');
}

/**
 * Opens the saved store and puts it in place of the seed (a first visit saves the seed), then
 * keeps every later call's changes. Call once, before the demo backend answers anything.
 * @returns true when the store is kept; false when IndexedDB is unavailable (private mode of some
 *   browsers, storage disabled): the demo then runs from the seed in memory, as before.
 */
export async function openDemoMemory(): Promise<boolean> {
  try {
    const target = createStore('biz-demo', 'state');
    if (!(await load(target))) await save(target);
    store = target;
  } catch (error) {
    console.warn('[demo] the demo backend will not remember: IndexedDB is unavailable', error);
    return false;
  }
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => (stale = true);
  }
  setStoreHooks({
    before: async () => {
      if (!stale || !store) return;
      stale = false;
      await load(store);
    },
    after: () => (store ? save(store) : undefined),
  });
  return true;
}

/** Saves the store now (for changes made outside a call, e.g. the panel's «Время +1 мин»). */
export async function saveDemoMemory(): Promise<void> {
  if (store) await save(store);
}

/** Puts the seed back and saves it for every tab («Сбросить данные»). */
export async function resetDemoMemory(): Promise<void> {
  resetDb();
  await saveDemoMemory();
}
