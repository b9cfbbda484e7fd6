/**
 * When the autoloader (src/autoloader.ts) tries a chunk that did not arrive again: its own small
 * copy of the retry policy of src/element/retry-policy.ts (docs/operations.md), kept
 * apart so the autoloader stays within its size budget and `npm run sim` drives this very code.
 *
 * - One probe at a time per page: after failures, only the chunk that failed first is tried
 *   again; when it (or any other chunk) arrives, every failed chunk is tried at once (a deploy
 *   or a network drop hits them all alike), so a page with six missing chunks sends one request
 *   per retry, not six.
 * - The first retry within 1 s (a network blip), then one every 30 s ±20 % for about two and a
 *   half minutes (a deploy's 404 is short: pages have their chunks within half a minute of the
 *   fix, while the chunk requests stay under twice the normal), then every 5 min ±20 % (a
 *   deploy that stays broken costs little).
 * - `online`: chunks that failed while the browser was offline are retried within
 *   {@link ONLINE_SPREAD_MS} (uniformly, not at once: every page sees `online` together, and
 *   the chunks missed during a long outage are a backlog the CDN takes at up to 2–3× its normal
 *   rate), and the backoff starts over; chunks that failed while online (a 404 during a deploy)
 *   keep theirs.
 * - A chunk that arrives starts the backoff over.
 */

/** The first retry waits under this long (ms). */
const RETRY_FIRST_MS = 1000;
/** The next retries wait this long ±20 % (ms). */
const RETRY_PROBE_MS = 30_000;
/** How many retries wait {@link RETRY_PROBE_MS} before the waits grow. */
const RETRY_PROBES = 5;
/** After those, every retry waits this long ±20 % (ms). */
const RETRY_MAX_MS = 300_000;
/** The retry after `online` comes within this long (ms). */
export const ONLINE_SPREAD_MS = 70_000;

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
  /** Plans the probe: within `spread` ms (the backoff then starts over), or the next wait. */
  const plan = (spread?: number) => {
    clearTimeout(timer);
    if (spread) attempts = 0;
    timer = setTimeout(
      () => {
        timer = 0;
        for (const first of waiting) return retry(first);
      },
      spread
        ? Math.random() * spread
        : attempts++
          ? (attempts > RETRY_PROBES + 1 ? RETRY_MAX_MS : RETRY_PROBE_MS) *
            (0.8 + 0.4 * Math.random())
          : RETRY_FIRST_MS * Math.random(),
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
