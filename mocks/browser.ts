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

/** How MSW starts the demo backend: the worker at the site's root, unknown requests untouched. */
const START_OPTIONS = {
  serviceWorker: { url: '/mockServiceWorker.js' },
  onUnhandledRequest: 'bypass',
  quiet: true,
} as const;

/** Resolves when this page gets a (new) controlling service worker, or after `ms` (ms). */
function controllerChange(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    navigator.serviceWorker.addEventListener('controllerchange', done);
  });
}

/**
 * Makes sure the demo backend's worker controls this page, and starts a new one if it does not.
 *
 * MSW's worker unregisters itself when its last page closes. A page opened in that moment (the
 * next test file of web-test-runner, a tester walking the demo fast) can find the registration
 * active and yet stay uncontrolled: Chromium revives the registration being removed, whose worker
 * is already activated and so never claims the new page. `worker.start()` then succeeds while
 * every request goes to the network untouched (seen as 404s from the dev server for every call of
 * whole test files; unregistering and registering the same script again revived it again). A
 * worker still activating claims the page a moment later, so this first waits up to 1 s; then it
 * starts MSW on the same script under a new URL: a new worker version installs, activates and
 * claims every page in scope. Resolves either way, after at most about 7 s; logs what it did and
 * when the page stays uncontrolled.
 */
async function ensureControlled(): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  await controllerChange(1000);
  if (navigator.serviceWorker.controller) return;
  console.warn('[demo backend] the worker does not control this page: starting a new version');
  worker.stop();
  const url = `${START_OPTIONS.serviceWorker.url}?version=${Date.now()}`;
  const restarted = withQuietUpdates(() =>
    worker.start({ ...START_OPTIONS, serviceWorker: { url } }),
  ).catch((error: unknown) => console.warn('[demo backend] the new worker did not start:', error));
  // Bounded: a start that never settles must not hold the page (or a test) forever.
  const bound = new Promise((resolve) => setTimeout(resolve, 6000));
  await Promise.race([Promise.all([restarted, controllerChange(5000)]), bound]);
  if (!navigator.serviceWorker.controller)
    console.warn('[demo backend] the worker does not control this page: calls go to the network');
}

/**
 * Starts the worker once, controlling this page; requests no handler knows go to the network
 * untouched.
 */
export function startDemoBackend(): Promise<unknown> {
  started ??= withQuietUpdates(() => worker.start(START_OPTIONS)).then(async (registration) => {
    await ensureControlled();
    return registration;
  });
  return started;
}
