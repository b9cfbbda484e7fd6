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

/** Starts the worker once; requests no handler knows go to the network untouched. */
export function startDemoBackend(): Promise<unknown> {
  started ??= worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return started;
}
