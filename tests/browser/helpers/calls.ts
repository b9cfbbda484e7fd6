/** What elements tell the page (events) and send the demo backend (its request log). */
import { requests } from '../helpers.ts';

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
