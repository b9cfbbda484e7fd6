/**
 * Shared setup for element tests: the demo backend (MSW service worker, the same handlers as the
 * demo page), fresh services and storage per test, the engine's facts and the reader's input.
 * Beside it in helpers/: waiting (wait.ts), reading shadow roots (shadow.ts), events and the
 * request log (calls.ts), leak tracking (resources.ts).
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
  worker,
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
 * Call in a `describe`: each of its tests starts on a fresh page ({@link freshPage}), and the
 * one-off answers a test gave the demo backend (`worker.use`) are dropped after it.
 */
export function freshPageEachTest(): void {
  beforeEach(freshPage);
  afterEach(() => worker.resetHandlers());
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

/**
 * The first line of a failed attempt's message, for {@link FIRST_ATTEMPT_MARK}. An axe failure
 * (chai-a11y-axe) begins «Accessibility Violations» and names its rules on later `Rule: <id>`
 * lines and its nodes on `Issue target:` lines; those are appended, so the log says which rule
 * failed on what, e.g. `Accessibility Violations: color-contrast (.notice button)`.
 */
function firstLine(message: string): string {
  const [head = ''] = message.split('\n');
  if (!head.startsWith('Accessibility Violations')) return head;
  const rules = [...message.matchAll(/^Rule: (.+)$/gm)].map((m) => m[1]);
  const targets = [...message.matchAll(/^Issue target: (.+)$/gm)].map((m) => m[1]);
  return `${head}: ${rules.join(', ')} (${targets.slice(0, 3).join('; ')})`;
}

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
          `${FIRST_ATTEMPT_MARK} ${test?.fullTitle?.() ?? '?'} :: ${firstLine(message)}`,
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

declare const __BIZ_RUNTIME__: 'react' | 'preact';

/** The UI runtime of this run (web-test-runner.config.mjs, BIZ_RUNTIME). */
export const RUNTIME: 'react' | 'preact' =
  typeof __BIZ_ENGINE__ === 'string' ? __BIZ_RUNTIME__ : 'react';

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
