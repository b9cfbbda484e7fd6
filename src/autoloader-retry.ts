/**
 * When the autoloader (src/autoloader.ts) tries a chunk that did not arrive again: its own small
 * copy of the retry policy of src/element/retry-policy.ts (docs/operations.md), kept
 * apart so the autoloader stays under 2 KB and `npm run sim` drives this very code.
 *
 * - One probe at a time per page: after failures, only the chunk that failed first is tried
 *   again; when it (or any other chunk) arrives, every failed chunk is tried at once (a deploy
 *   or a network drop hits them all alike), so a page with six missing chunks sends one request
 *   per retry, not six.
 * - Full jitter: the n-th retry waits a random time under 1 s, 3 s, 9 s (a network blip heals
 *   within seconds), then 2 min 15 s, then 5 min: pages that arrived during a deploy that left
 *   chunks missing send at most about twice the normal chunk requests (`npm run sim`).
 * - `online`: chunks that failed while the browser was offline are retried within
 *   {@link ONLINE_SPREAD_MS} (uniformly, not at once: every page sees `online` together) and the
 *   backoff starts over; chunks that failed while online (a 404 during a deploy) keep theirs.
 * - A chunk that arrives starts the backoff over.
 */

/**
 * The first retry waits under this long (ms); the next two ceilings are 3 and 9 times as long
 * (a network blip), the fourth 135 times (2 min 15 s: a deploy), then at most
 * {@link RETRY_MAX_MS}.
 */
const RETRY_FIRST_MS = 1000;
/** The longest ceiling between two retries (ms). */
const RETRY_MAX_MS = 300_000;
/** The retry after `online` comes within this long (ms). */
export const ONLINE_SPREAD_MS = 5000;

/** The retries of one page; `retry(name)` must end in {@link ChunkRetries.loaded} or `failed`. */
export interface ChunkRetries {
  /** The chunk `name` did not arrive (first try or retry). */
  failed(name: string): void;
  /**
   * The chunk `name` arrived: the server answers again, so every failed chunk is tried at once
   * and the backoff starts over.
   */
  loaded(name: string): void;
  /** The browser came back online. */
  online(): void;
}

/**
 * Plans the retries of one page's failed chunks; `retry(name)` imports the chunk again and
 * reports the outcome through `failed`/`loaded`. It reads the page's globals (`setTimeout`,
 * `clearTimeout`, `Math.random`, `navigator.onLine`: no options object, to stay small); the sim
 * gives it fake ones.
 */
export function chunkRetries(retry: (name: string) => void): ChunkRetries {
  /** Failed chunks, in the order they failed. */
  const waiting = new Set<string>();
  /** Whether one of them failed while the browser was offline. */
  let offline = false;
  let attempts = 0;
  /** The planned retry's timer (0: none). */
  let timer = 0;
  /** Plans the probe in `ceiling · random` ms; the backoff starts over when `ceiling` is given. */
  const plan = (ceiling?: number) => {
    clearTimeout(timer);
    if (ceiling) attempts = 0;
    timer = setTimeout(
      () => {
        timer = 0;
        for (const first of waiting) return retry(first);
      },
      Math.random() *
        (ceiling ??
          Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * (attempts > 2 ? 5 : 1) * 3 ** attempts++)),
    ) as unknown as number;
  };
  return {
    failed(name) {
      waiting.add(name);
      offline ||= !navigator.onLine;
      if (!timer) plan();
    },
    loaded(name) {
      waiting.delete(name);
      clearTimeout(timer);
      timer = attempts = 0;
      for (const other of waiting) retry(other);
    },
    online() {
      if (offline) plan(ONLINE_SPREAD_MS);
      offline = false;
    },
  };
}
