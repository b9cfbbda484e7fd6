/**
 * `npm run backend`'s memory: the demo backend's store (`db`) kept in a file between
 * restarts, so a partner's trial and `contract:check --writes` survive one.
 *
 * The file is the store as JSON through devalue (which keeps Maps, Sets and uploaded pictures'
 * bytes), written after every call that changed it, before the answer leaves
 * (mocks/store-hooks.ts), with write-file-atomic (a temporary file, then a rename): a crash or a
 * Ctrl+C mid-write leaves the previous whole file. A file that is missing, unreadable or of an
 * older shape starts the store from the seed (with a warning for the last two).
 */
import { readFile } from 'node:fs/promises';
import { parse, stringify } from 'devalue';
import writeFileAtomic from 'write-file-atomic';
import { db, isDemoDb, replaceDb, resetDb } from './db.ts';
import { setStoreHooks } from './store-hooks.ts';

/** Options of {@link keepStateInFile}. */
export interface StateFileOptions {
  /** Start from the seed (and overwrite the file with it) instead of loading the file. */
  reset?: boolean;
}

/** What {@link keepStateInFile} found. */
export type StateFileStart = 'loaded' | 'seed' | 'reset';

/**
 * Loads the store from `path` (or the seed) and keeps writing it there after every call.
 * @param path the state file (created when missing)
 * @returns how the store started: from the file, from the seed (no usable file), or reset
 * @throws when the seed cannot be written to `path` (a folder that does not exist, no rights)
 */
export async function keepStateInFile(
  path: string,
  options: StateFileOptions = {},
): Promise<StateFileStart> {
  let start: StateFileStart = options.reset ? 'reset' : 'seed';
  resetDb();
  if (!options.reset) {
    const saved = await readState(path);
    if (saved) {
      replaceDb(saved);
      start = 'loaded';
    }
  }
  let written = stringify(db);
  if (start !== 'loaded') await writeFileAtomic(path, written);
  setStoreHooks({
    before: () => undefined,
    after: async () => {
      const text = stringify(db);
      if (text === written) return;
      written = text;
      await writeFileAtomic(path, text);
    },
  });
  return start;
}

/** The store saved in `path`, or null when there is none usable. */
async function readState(path: string) {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const saved: unknown = parse(text);
    if (isDemoDb(saved)) return saved;
    console.warn(`[demo backend] ${path} holds a store of another shape: starting from the seed`);
  } catch {
    console.warn(`[demo backend] ${path} is not a saved store: starting from the seed`);
  }
  return null;
}
