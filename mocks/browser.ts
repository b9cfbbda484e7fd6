/**
 * The demo backend in a browser (demo page and web-test-runner), as an MSW service worker.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

export {
  setChaos,
  resetChaos,
  getChaos,
  FAILURE_MODES,
  type ChaosSettings,
  type FailureMode,
} from './chaos.ts';
export { requests, clearRequests, type LoggedRequest } from './log.ts';
export { db, resetDb, advanceDemoClock, DEMO_ACCOUNT, BANNED_ACCOUNT } from './db.ts';
export { publishQueuedComment, approvePendingComments } from './handlers/comments.ts';
export { DEMO_QUIZ } from './seed/polls.ts';

export const worker = setupWorker(...handlers);

let started: Promise<unknown> | null = null;

/**
 * Calls `start` while a failed `ServiceWorkerRegistration.update()` cannot become an uncaught
 * error. When the worker is already registered, MSW calls `update()` on the
 * registration and neither awaits nor catches it; while a tester walks the demo pages fast, the
 * browser may still be busy with the previous page's update job and that call rejects
 * ("Failed to update a ServiceWorker … : Not found"), an uncaught `TypeError` in the page. A
 * failed update changes nothing (the registered worker keeps answering, and the next page checks
 * again), so each promise `update()` returns during the start gets a handler that logs the
 * failure; whoever awaits it still sees the rejection.
 */
async function withQuietUpdates<T>(start: () => Promise<T>): Promise<T> {
  const proto =
    typeof ServiceWorkerRegistration === 'undefined' ? null : ServiceWorkerRegistration.prototype;
  const original = proto?.update;
  if (!proto || !original) return start();
  proto.update = function update(this: ServiceWorkerRegistration) {
    const pending = original.call(this);
    pending.catch((error: unknown) => console.info('[demo backend] worker update skipped:', error));
    return pending;
  };
  try {
    return await start();
  } finally {
    proto.update = original;
  }
}

/** Starts the worker once; requests no handler knows go to the network untouched. */
export function startDemoBackend(): Promise<unknown> {
  started ??= withQuietUpdates(() =>
    worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  );
  return started;
}
