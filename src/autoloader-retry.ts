/**
 * The autoloader's chunk retries, a small copy of the retry policy (docs/operations.md): one probe
 * at a time, the rest once one arrives; under 1 s, then 30 s ±20 % five times, then 5 min; within
 * 70 s of `online`.
 */

const RETRY_FIRST_MS = 1000;
const RETRY_PROBE_MS = 30_000;
const RETRY_PROBES = 5;
const RETRY_MAX_MS = 300_000;
/** The retry after `online` comes within this long, in ms. */
export const ONLINE_SPREAD_MS = 70_000;

/** The retries of one page: each `retry(name)` must end in `loaded` or `failed`. */
export interface ChunkRetries {
  failed(name: string): void;
  loaded(name: string): void;
  online(): void;
}

/** Plans a page's chunk retries; `retry(name)` imports one again. Reads globals, to stay small. */
export function chunkRetries(retry: (name: string) => void): ChunkRetries {
  /** Failed chunks, in the order they failed. */
  const waiting = new Set<string>();
  /** One of them failed while offline. */
  let offline = false;
  let attempts = 0;
  let timer = 0;
  /** Plans the probe within `spread` ms (the backoff starts over), or after the next wait. */
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
