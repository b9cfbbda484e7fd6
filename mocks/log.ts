/**
 * Every request the demo backend received, with its fields as sent: what tests assert on
 * ("what is sent, exact fields").
 */

/** One received request. */
export interface LoggedRequest {
  method: string;
  /** Path without origin and query, e.g. '/article/rate'. */
  path: string;
  /** Query parameters. */
  query: Record<string, string>;
  /** Body fields (urlencoded or multipart); files appear as `File`. */
  fields: Record<string, string | File>;
  /** Request headers (lowercase names). */
  headers: Record<string, string>;
  /** Set once answered: the HTTP status ('200') or the forced failure ('network', 'timeout'…). */
  outcome?: string;
  /** When it arrived (ms since the epoch, wall clock). */
  at: number;
  /** Set with `outcome` ({@link answered}): when its answer left (ms since the epoch). */
  answeredAt?: number;
}

const log: LoggedRequest[] = [];

/** Appends one entry (the same object is returned, so its `outcome` can be filled in later). */
export function logRequest(entry: Omit<LoggedRequest, 'at'>): LoggedRequest {
  const logged: LoggedRequest = { ...entry, at: Date.now() };
  log.push(logged);
  return logged;
}

/**
 * Marks `entry` answered: its `outcome` (the HTTP status, e.g. '200', or the forced failure,
 * e.g. 'network') and `answeredAt`, now. Lets a test see whether two requests overlapped in time.
 */
export function answered(entry: LoggedRequest, outcome: string): void {
  entry.outcome = outcome;
  entry.answeredAt = Date.now();
}

/** All entries so far, optionally only those for one path. */
export function requests(path?: string): LoggedRequest[] {
  return path ? log.filter((r) => r.path === path) : [...log];
}

/** Forgets every entry. */
export function clearRequests(): void {
  log.length = 0;
}
