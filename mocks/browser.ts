/**
 * The demo backend in a browser (demo page and web-test-runner), as an MSW service worker.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

export { setChaos, resetChaos, getChaos } from './chaos.ts';
export { requests, clearRequests } from './log.ts';
export { db, resetDb, DEMO_ACCOUNT } from './db.ts';

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
