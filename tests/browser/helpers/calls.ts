/** What elements tell the page (events) and send the demo backend (its request log). */
import { clearRequests } from '../../../mocks/browser.ts';
import { requests } from '../helpers.ts';
import { settle } from './wait.ts';

/** Collects events of one type dispatched to `document` (so bubbling + composed is proven). */
export function listen<T = unknown>(type: string): CustomEvent<T>[] {
  const events: CustomEvent<T>[] = [];
  document.addEventListener(type, (e) => events.push(e as CustomEvent<T>));
  return events;
}

/** Requests the backend got for one path, as plain field objects. */
export const sent = (path: string) => requests(path).map((r) => ({ ...r.query, ...r.fields }));

/**
 * The log of one path as a failure message: each request's fields, when it arrived (ms after
 * the first) and how it was answered. For a check on what was sent that fails only sometimes.
 */
export function loggedCalls(path: string): string {
  const log = requests(path);
  const first = log[0]?.at ?? 0;
  return JSON.stringify(
    log.map((r) => ({ ...r.query, ...r.fields, afterMs: r.at - first, outcome: r.outcome })),
  );
}

/**
 * For a test that checks that nothing is sent: waits `ms` (default 150) for requests the test
 * before sent as its elements were removed, still on their way through the service worker to
 * the demo backend's log, then forgets them. Without it such a request (a quiet retry fired
 * just before the cleanup) was logged in the next test (Firefox, CI).
 */
export async function forgetStragglers(ms = 150): Promise<void> {
  await settle(ms);
  clearRequests();
}
