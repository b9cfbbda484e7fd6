/**
 * Shared setup for element tests: the demo backend (MSW service worker, the same handlers as the
 * demo page), fresh services and storage per test, and small waiting and leak-tracking helpers.
 */
import { chai } from '@open-wc/testing';
import { emulateMedia as emulateMediaOverCdp } from '@web/test-runner-commands';
import {
  clearRequests,
  requests,
  resetChaos,
  resetDb,
  setChaos,
  startDemoBackend,
} from '../../mocks/browser.ts';
import { resetServices } from '../../src/services/registry.ts';
import { setFingerprintSource } from '../../src/services/token.ts';
import { configure } from '../../src/services/config.ts';
import { overrideMedia, type MediaOverride } from '../../src/element/media.ts';

export { requests, setChaos, resetChaos };

/**
 * axe measures colours as they are at that instant; a button whose background is still in its
 * 0.15 s transition can read as low contrast. Every `expect(el).to.be.accessible()` therefore
 * waits for running finite animations to end (at most 600 ms) before axe runs.
 */
chai.Assertion.overwriteMethod('accessible', (original: (...args: unknown[]) => unknown) => {
  return async function (this: unknown, ...args: unknown[]) {
    const target = chai.util.flag(this as object, 'object') as Element | undefined;
    const running = [
      ...document.getAnimations(),
      ...(target?.shadowRoot?.getAnimations() ?? []),
    ].filter(
      (a) =>
        a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
    );
    await Promise.race([
      Promise.all(running.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 600)),
    ]);
    return original.apply(this, args);
  };
});

/** The visitor hash the tests' fingerprint source returns. */
export const TEST_VISITOR_ID = 'f'.repeat(32);

/** Call in `beforeEach`: backend up, no chaos, empty log and storage, fresh services. */
export async function freshPage(): Promise<void> {
  await startDemoBackend();
  resetChaos();
  resetDb();
  clearRequests();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=-1; path=/`;
  }
  resetServices(undefined, true);
  setFingerprintSource(() => Promise.resolve(TEST_VISITOR_ID));
  configure({ timeoutMs: 2000 * SLOWNESS });
}

/**
 * A returning visitor: stores {@link TEST_VISITOR_ID} as the visitor token. Needed before an
 * element whose call waits for a known token instead of computing it (site notices, see
 * docs/behaviour.md#visitor-token).
 */
export function returningVisitor(): void {
  localStorage.setItem('token', TEST_VISITOR_ID);
}

/**
 * Waits until `check` returns a truthy value (polling every 10 ms), or fails after `ms` (ms in
 * Chromium, scaled by {@link SLOWNESS} in the slower engines).
 */
export async function waitFor<T>(
  check: () => T,
  ms = 3000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const start = performance.now();
  const limit = ms * SLOWNESS;
  for (;;) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch {
      /* not yet */
    }
    if (performance.now() - start > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Retries `check` (a function of assertions) every 10 ms until it passes, or fails after `ms`
 * with its last assertion error. For state a render brings in its own task after the event the
 * test waited for (React renders an update from a network answer, and runs its effects, in a
 * later task; a slower engine or a loaded machine runs that task after the next frames). `ms` is
 * scaled by {@link SLOWNESS} as in {@link waitFor}.
 */
export async function eventually(check: () => void, ms = 3000): Promise<void> {
  const start = performance.now();
  const limit = ms * SLOWNESS;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - start > limit) throw error;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The request timeout (`configure({ timeoutMs })`) for a test of the failure `mode`: `short`
 * only when the test waits for a timeout (chaos 'timeout' never answers), a generous 3 s (times
 * {@link SLOWNESS}) for any other fault, so that on a busy machine (WebKit, a loaded CI) a fault answered late is still
 * shown as that fault and not as «Сервер долго не отвечает».
 */
export const timeoutFor = (mode: string, short = 300): number =>
  mode === 'timeout' ? short : 3000 * SLOWNESS;

/**
 * The mark of a test mocha runs a second time after a failure (web-test-runner.config.mjs gives
 * every test one retry, for the timing of a loaded CI machine). A retried test says so in the
 * browser log, and `npm run test:browser` lists every retried test at the end, so a flake is
 * seen and fixed, never hidden; a test that fails twice fails the run.
 */
const RETRIED_MARK = '[retried after a failure]';

/**
 * The mark of a retried test's first failure in the browser log: `[first attempt] <title> ::
 * <the error's first line>`, listed under the retried test by `npm run test:browser`, so a
 * flake's cause is seen too, not only that it happened.
 */
const FIRST_ATTEMPT_MARK = '[first attempt]';

// Mocha tells its runner's listeners of a retry with the failed attempt's error (the 'retry'
// event); its reporter shows nothing of it. Each runner, whichever file creates it, says it here.
{
  type Emit = (this: unknown, event: string, ...args: unknown[]) => boolean;
  const runner = (globalThis as { Mocha?: { Runner?: { prototype: { emit: Emit } } } }).Mocha
    ?.Runner?.prototype;
  const marked = Symbol.for('biz-widgets:retry-logged');
  if (runner && !(runner as Record<symbol, boolean>)[marked]) {
    (runner as Record<symbol, boolean>)[marked] = true;
    const emit = runner.emit;
    runner.emit = function (this: unknown, event: string, ...args: unknown[]) {
      if (event === 'retry') {
        const [test, error] = args as [{ fullTitle?: () => string } | undefined, unknown];
        const message = error instanceof Error ? error.message : String(error);
        console.warn(
          `${FIRST_ATTEMPT_MARK} ${test?.fullTitle?.() ?? '?'} :: ${message.split('\n')[0]}`,
        );
      }
      return emit.call(this, event, ...args);
    };
  }
}

beforeEach(function noteRetry(this: Mocha.Context) {
  const test = this.currentTest;
  // `currentRetry()` is mocha's public method, typed protected in @types/mocha.
  const retry = (test as unknown as { currentRetry?: () => number } | undefined)?.currentRetry?.();
  if (test && retry) console.warn(`${RETRIED_MARK} ${test.fullTitle()}`);
});

declare const __BIZ_ENGINE__: 'chromium' | 'firefox' | 'webkit';

/** The engine running this suite (web-test-runner.config.mjs, BIZ_ENGINE). */
export const ENGINE: 'chromium' | 'firefox' | 'webkit' =
  typeof __BIZ_ENGINE__ === 'string' ? __BIZ_ENGINE__ : 'chromium';

declare const __BIZ_SLOWNESS__: number;

/**
 * How many times longer than in Chromium a wait may last in this engine before it counts as
 * failed (`slowness` in scripts/engines.mjs, which also scales mocha's per-test timeout). It
 * scales only the failure limit of {@link waitFor} and {@link eventually}: a wait that is met
 * returns at once, so a passing run is no slower. Never use it for a wait meant to run out.
 */
export const SLOWNESS: number = typeof __BIZ_SLOWNESS__ === 'number' ? __BIZ_SLOWNESS__ : 1;

/**
 * The API client's timeout (ms) for a retry a test expects to succeed: 3 s in Chromium, scaled by
 * {@link SLOWNESS}. A fixed 3 s failed a retry in WebKit on a loaded CI machine (the answer came
 * later, the retry timed out, the element showed its error again).
 */
export const RETRY_TIMEOUT_MS = 3000 * SLOWNESS;

/**
 * Sets the reader's media preferences (reduced motion, colour scheme) for the elements, in every
 * engine. Chromium emulates them for real over CDP (matchMedia and CSS both follow); Firefox and
 * WebKit cannot be told from a test, so there the product's media seam (src/element/media.ts)
 * pins them: its matchMedia answers and the elements' adopted `@media` rules follow. Like the CDP
 * call, each call replaces the previous one: pass every feature you need.
 */
export async function emulateMedia(media: MediaOverride): Promise<void> {
  if (ENGINE === 'chromium') await emulateMediaOverCdp(media);
  else overrideMedia(media);
}

/**
 * Opens `url` as a second page of the same site in this browser (same origin, so it shares
 * localStorage, cookies and BroadcastChannel) and resolves when its document has loaded. It is an
 * iframe, not `window.open`: Firefox and WebKit block pop-ups a script opens without a click.
 * @returns its window and a `close()` that removes it
 */
export async function openSecondPage(url: string): Promise<{ window: Window; close: () => void }> {
  const frame = document.createElement('iframe');
  frame.title = 'second page';
  frame.style.cssText = 'width: 800px; height: 600px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  return { window: frame.contentWindow!, close: () => frame.remove() };
}

/**
 * A CSP for a test's `srcdoc` frame (a `<meta http-equiv>` policy): every `'self'` also spelled
 * out as this page's origin. Firefox matches `'self'` in a srcdoc document against nothing, so
 * its scripts never ran; the origin is the same source list in every engine.
 */
export const frameCsp = (policy: string): string =>
  policy.replaceAll("'self'", `'self' ${location.origin}`);

/**
 * A fixed pause. Only for negative checks (something must NOT happen: no request sent, nothing
 * left behind) where no positive condition comes first; each use says why in a comment.
 */
export const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));

/** An element's `rendered` promise (src/element/define.ts): its first state is in its shadow root. */
export function rendered(el: Element): Promise<void> {
  const promise = (el as Element & { rendered?: Promise<void> }).rendered;
  if (!promise) throw new Error(`<${el.localName}> has no \`rendered\` promise`);
  return promise;
}

/**
 * Resolves after the browser's next frame. React commits updates from discrete events (click,
 * input, keydown, focus) in a microtask, and their effects with them, so after a frame they are
 * on screen and style (transitions, animations) has been recalculated. Use it to check that such
 * an event left something unchanged; for anything async (requests, timers) wait for a condition.
 */
export const nextFrame = () =>
  new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/**
 * Waits until `el` has no call on its way. Elements mark a call busy (`aria-busy="true"` in their
 * shadow root) in the same render as the event that starts it and clear the mark once its answer
 * or failure is in: so a frame for that render, then no busy mark. After it, a check that an
 * event sent nothing can read `requests()` at once: a request the event started is answered by
 * then, so logged.
 */
export async function idle(el: Element, ms = 3000): Promise<void> {
  await nextFrame();
  await waitFor(
    () => !el.shadowRoot?.querySelector('[aria-busy=true]'),
    ms,
    `<${el.localName}> idle`,
  );
}

/** The first element in `el`'s shadow root with `part~=name`. */
export function part<T extends Element = HTMLElement>(el: Element, name: string): T {
  const found = el.shadowRoot?.querySelector<T>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${el.localName}>`);
  return found;
}

/** Every element in `el`'s shadow root with `part~=name`. */
export function parts<T extends Element = HTMLElement>(el: Element, name: string): T[] {
  return Array.from(el.shadowRoot?.querySelectorAll<T>(`[part~="${name}"]`) ?? []);
}

/** The element's visible text (shadow root). */
export const shadowText = (el: Element) =>
  el.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

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

type Key = string;

/**
 * Counts what an element leaves behind: document/window listeners, pending timeouts, intervals,
 * animation frames and live Mutation/Intersection observers created while tracking.
 * Call `stop()` to restore the originals.
 */
export function trackResources() {
  const listeners = new Map<Key, number>();
  const timeouts = new Set<number>();
  const intervals = new Set<number>();
  const frames = new Set<number>();
  const observers = new Set<object>();
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  const keyOf = (target: string, type: string, fn: unknown, options: unknown) => {
    const capture =
      typeof options === 'boolean'
        ? options
        : Boolean((options as AddEventListenerOptions)?.capture);
    if (!ids.has(fn as object)) ids.set(fn as object, nextId++);
    return `${target}:${type}:${ids.get(fn as object)}:${capture}`;
  };
  const restore: (() => void)[] = [];
  for (const [name, target] of [
    ['document', document],
    ['window', window],
  ] as const) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      fn: unknown,
      options?: unknown,
    ) {
      const once = typeof options === 'object' && (options as AddEventListenerOptions)?.once;
      if (!once) listeners.set(keyOf(name, type, fn, options), 1);
      return add.call(this, type, fn as EventListener, options as AddEventListenerOptions);
    } as typeof add;
    target.removeEventListener = function (
      this: EventTarget,
      type: string,
      fn: unknown,
      options?: unknown,
    ) {
      listeners.delete(keyOf(name, type, fn, options));
      return remove.call(this, type, fn as EventListener, options as EventListenerOptions);
    } as typeof remove;
    restore.push(() => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    });
  }
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  const { requestAnimationFrame: raf, cancelAnimationFrame: caf } = window;
  window.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    const id = st(() => {
      timeouts.delete(id);
      fn(...(args as []));
    }, ms);
    timeouts.add(id);
    return id;
  }) as typeof setTimeout;
  window.clearTimeout = ((id: number) => {
    timeouts.delete(id);
    ct(id);
  }) as typeof clearTimeout;
  window.setInterval = ((fn: () => void, ms?: number) => {
    const id = si(fn, ms);
    intervals.add(id);
    return id;
  }) as typeof setInterval;
  window.clearInterval = ((id: number) => {
    intervals.delete(id);
    ci(id);
  }) as typeof clearInterval;
  window.requestAnimationFrame = (fn) => {
    const id = raf((t) => {
      frames.delete(id);
      fn(t);
    });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    frames.delete(id);
    caf(id);
  };
  restore.push(() =>
    Object.assign(window, {
      setTimeout: st,
      clearTimeout: ct,
      setInterval: si,
      clearInterval: ci,
      requestAnimationFrame: raf,
      cancelAnimationFrame: caf,
    }),
  );
  for (const name of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver'] as const) {
    const Original = window[name] as unknown as new (...a: unknown[]) => {
      observe(...a: unknown[]): void;
      disconnect(): void;
    };
    class Tracked extends Original {
      override observe(...a: unknown[]) {
        observers.add(this);
        return super.observe(...a);
      }
      override disconnect() {
        observers.delete(this);
        return super.disconnect();
      }
    }
    (window as unknown as Record<string, unknown>)[name] = Tracked;
    restore.push(() => ((window as unknown as Record<string, unknown>)[name] = Original));
  }
  return {
    active: () => ({
      listeners: [...listeners.keys()],
      timeouts: timeouts.size,
      intervals: intervals.size,
      frames: frames.size,
      observers: observers.size,
    }),
    stop: () => restore.forEach((fn) => fn()),
  };
}

/**
 * Waits until `tracker` holds nothing any more (a removed element's clean-ups ran), at most
 * `ms`, and returns what it holds then, for the test to assert on. React runs a removed
 * element's effect clean-ups at once; Preact (the optional build) runs the passive
 * ones after the next paint, from a frame and a timeout of its own.
 */
export async function cleanedUp(
  tracker: ReturnType<typeof trackResources>,
  ms = 2000,
): Promise<ReturnType<ReturnType<typeof trackResources>['active']>> {
  const empty = () => {
    const left = tracker.active();
    return (
      left.listeners.length === 0 &&
      left.timeouts + left.intervals + left.frames + left.observers === 0
    );
  };
  await waitFor(empty, ms, 'clean-ups').catch(() => undefined);
  return tracker.active();
}

/**
 * Waits until the passive effects (`useEffect`) of the last commit have run. React runs them
 * with a commit forced by `flushSync`; Preact (the optional build) after the next paint,
 * from a frame then a zero timeout of its own: this waits for that frame and a timeout queued
 * behind Preact's.
 */
export async function afterEffects(): Promise<void> {
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
