/**
 * Every demo page, built as `npm start` serves it ({@link startDemo}), in `npm run test:e2e`:
 * axe-core (shadow roots included) finds nothing as a first visitor in light and dark at 1280 and
 * 375 px, signed in, with a failing backend and in the {@link STATES} a reader opens; the first
 * Tab's skip link is visible and uncovered; at 320 px (WCAG 1.4.10), also with 1.4.12 text
 * spacing, nothing scrolls sideways and «Войти» stays on-screen.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { build, preview } from 'vite';
import { dropPageStart, focusPageStart, waitInPage } from './browser.ts';
import { DEMO_ACCOUNT } from '../../mocks/seed/users.ts';

const ROOT = join(import.meta.dirname, '..', '..');

const DEMO_PAGES = [
  'index.html',
  'news.html',
  'live.html',
  'people.html',
  'standings.html',
  'conference.html',
  'career.html',
  'contacts.html',
  'subscribe.html',
  'profile.html',
];

const WIDTHS = [1280, 375];

/** axe-core's browser bundle (a dependency of @open-wc/testing). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 1.4.12 text spacing as the usual bookmarklet applies it, to the document and shadows. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** A page open slower than this (ms) is logged with where its time went. */
const SLOW_OPEN_MS = 15_000;

/** Longest wait for a quiet network, ms: a settling step, not a check (logs what is in flight). */
const QUIET_WAIT_MS = 5_000;

/** The demo built once for this process: its folder, removed when the process exits. */
let built: Promise<string> | undefined;

/**
 * The demo built as `npm start` serves it (vite.demo.config.ts: partials, the demo backend's
 * service worker, demo/public), every page of demo/, into a temporary folder; once per process.
 * Resolves to the folder; rejects with Vite's build error.
 */
function buildDemo(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'biz-demo-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    const pages = readdirSync(join(ROOT, 'demo')).filter((file) => file.endsWith('.html'));
    await build({
      configFile: join(ROOT, 'vite.demo.config.ts'),
      root: join(ROOT, 'demo'),
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        rolldownOptions: {
          input: Object.fromEntries(pages.map((page) => [page, join(ROOT, 'demo', page)])),
        },
      },
    });
    return outDir;
  })();
  return built;
}

/**
 * The demo on a free loopback port: built ({@link buildDemo}) and served by Vite's preview server.
 * Built rather than on the dev server, which serves each page as some 470 modules: an open here
 * took 1.0–3.5 s instead of 1.8–8.0 s, and these checks 121 s instead of 185 s (alone, one
 * machine). The dev server itself is walked in three engines by the demo walk (demo-walk.ts).
 * Returns the server (close it) and its origin.
 */
export async function startDemo(): Promise<{ server: { close(): Promise<void> }; origin: string }> {
  const outDir = await buildDemo();
  const server = await preview({
    configFile: false,
    root: ROOT,
    build: { outDir },
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Opens `url` at `width` px in `scheme`; waits for the backend, every element rendered, quiet. */
export async function open(page: Page, url: string, scheme: 'light' | 'dark', width: number) {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await page.setViewport({ width, height: 900 });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const loaded = Date.now();
  await waitInPage(
    page,
    `the demo backend on ${url}`,
    `document.querySelector('#demo-panel')?.dataset.ready === 'true'`,
    60_000,
  );
  // The demo starts the autoloader once its backend runs.
  await waitInPage(page, `the autoloader on ${url}`, `'BizWidgets' in window`, 30_000);
  const stuck = await page.evaluate(async () => {
    const hosts = [...document.querySelectorAll('*')].filter((el) =>
      el.localName.startsWith('biz-'),
    );
    const widgets = (window as { BizWidgets?: { load(tag: string): Promise<void> } }).BizWidgets;
    const late: string[] = [];
    await Promise.all(
      hosts.map(async (el) => {
        // Far elements load only when near: every check here wants the whole page.
        const ready = (async () => {
          await widgets?.load(el.localName).catch(() => undefined);
          await customElements.whenDefined(el.localName);
          await (el as Element & { rendered?: Promise<void> }).rendered;
        })();
        const timeout = new Promise<'late'>((r) => setTimeout(() => r('late'), 20_000));
        if ((await Promise.race([ready, timeout])) === 'late') {
          late.push(
            `${el.localName}${el.id ? '#' + el.id : ''} defined=${!!customElements.get(el.localName)}`,
          );
        }
      }),
    );
    return late;
  });
  if (stuck.length) throw new Error(`${url}: not rendered after 20 s: ${stuck.join(', ')}`);
  const rendered = Date.now();
  const quiet = await networkQuiet(page);
  await settle(page);
  const total = Date.now() - start;
  if (total > SLOW_OPEN_MS || quiet) {
    console.log(
      `  slow open of ${url} (${scheme}, ${width} px): ${total} ms: load ${loaded - start}, ` +
        `elements rendered ${rendered - loaded}, network quiet and settled ${Date.now() - rendered}` +
        (quiet ? `; ${quiet}` : ''),
    );
  }
}

/** Waits for 500 ms without requests (≤ {@link QUIET_WAIT_MS}); else the requests in flight. */
async function networkQuiet(page: Page): Promise<string | null> {
  const inFlight = new Set<string>();
  const sent = (request: HTTPRequest) => inFlight.add(request.url());
  const ended = (request: HTTPRequest) => inFlight.delete(request.url());
  page.on('request', sent);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForNetworkIdle({ idleTime: 500, timeout: QUIET_WAIT_MS });
    return null;
  } catch {
    const urls = [...inFlight].map((url) => url.slice(0, 120));
    return `network not quiet after ${QUIET_WAIT_MS} ms, page requests in flight: ${urls.slice(0, 5).join(', ') || 'none'}`;
  } finally {
    page.off('request', sent);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Two frames (what an element schedules after a resize), then finite animations (≤ 1 s). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter(
        (a) =>
          a.playState === 'running' &&
          Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
      );
    await Promise.race([
      Promise.all(running.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  });
}

async function axeViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: String(v.impact),
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
      summary: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '',
    }));
  });
}

/** The first Tab stop: a problem (no Russian) unless it is the skip link, visible and uncovered. */
async function skipLinkProblem(page: Page): Promise<string | null> {
  await focusPageStart(page);
  await page.keyboard.press('Tab');
  await dropPageStart(page);
  await settle(page);
  return page.evaluate(() => {
    const link = document.activeElement as HTMLElement | null;
    if (!link?.classList.contains('skip-link'))
      return `first Tab stop is ${link?.localName}.${link?.className} «${link?.textContent?.trim().slice(0, 40)}»`;
    const box = link.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      return `skip link off-screen at ${Math.round(box.left)},${Math.round(box.top)}`;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && link.contains(hit)
      ? null
      : `skip link painted under ${hit?.localName}.${hit?.className}`;
  });
}

/** What sticks out of a 320 px page past the right edge, unclipped (≤ 3 elements); else null. */
async function overflowProblem(page: Page): Promise<string | null> {
  await settle(page);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const all: Element[] = [];
    for (let i = -1, roots: (Document | ShadowRoot)[] = [document]; ++i < roots.length;) {
      for (const el of roots[i]!.querySelectorAll('*')) {
        all.push(el);
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
    const culprits: string[] = [];
    for (const el of all) {
      const box = el.getBoundingClientRect();
      if (box.right <= width + 0.5 || box.width === 0) continue;
      let clipped = false;
      for (
        let up: Element | null | undefined =
          el.assignedSlot ?? el.parentElement ?? (el.getRootNode() as ShadowRoot).host;
        up && up !== document.body && !clipped;
        up = up.assignedSlot ?? up.parentElement ?? (up.getRootNode() as ShadowRoot).host
      ) {
        clipped = getComputedStyle(up).overflowX !== 'visible';
      }
      if (!clipped) culprits.push(`${el.localName}.${[...el.classList].join('.')}`);
    }
    return `scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${culprits.slice(0, 3).join(', ')}`;
  });
}

async function applyTextSpacing(page: Page) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

/** Where the user menu's «Войти» is, when it is not wholly inside the viewport; else null. */
async function signInProblem(page: Page): Promise<string | null> {
  await settle(page);
  return page.evaluate(() => {
    const menu = document.querySelector('biz-user-menu');
    const button = [...(menu?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) =>
      b.textContent?.includes('Войти'),
    );
    if (!button) return '«Войти» not found';
    const box = button.getBoundingClientRect();
    return box.left >= 0 && box.right <= document.documentElement.clientWidth && box.width > 0
      ? null
      : `«Войти» at ${Math.round(box.left)}–${Math.round(box.right)} px`;
  });
}

async function clickPart(page: Page, host: string, part: string, index = 0) {
  const found = await page.evaluate(
    (h, p, i) => {
      const el = document
        .querySelector(h)
        ?.shadowRoot?.querySelectorAll<HTMLElement>(`[part~=${p}]`)[i];
      el?.scrollIntoView({ block: 'center' });
      el?.click();
      return !!el;
    },
    host,
    part,
    index,
  );
  if (!found) throw new Error(`no [part~=${part}] in ${host}`);
}

/** Signs the demo reader in through the page (user menu → sign-in dialog → its light-DOM form). */
export async function signIn(page: Page) {
  await clickPart(page, 'biz-user-menu', 'login');
  // The dialog open with the cursor in its e-mail field, as a reader sees it before typing. Its
  // forms are in the light DOM a frame before the dialog shows: typed then, the first keys were
  // lost or went to the password (CI: «Неверный email или пароль»).
  await waitInPage(
    page,
    'the sign-in dialog, focus in its e-mail field',
    `document.activeElement === document.querySelector('biz-auth-modal form[slot=login] input[name=email]')`,
  );
  // Typed as a reader types (the form is in the light DOM, for password managers).
  await page.type('biz-auth-modal form[slot=login] input[name=email]', DEMO_ACCOUNT.email);
  await page.type('biz-auth-modal form[slot=login] input[name=password]', DEMO_ACCOUNT.password);
  const typed = await page.$$eval('biz-auth-modal form[slot=login] input', (inputs) =>
    (inputs as HTMLInputElement[]).map((input) => `${input.name}=${input.value}`),
  );
  const expected = [`email=${DEMO_ACCOUNT.email}`, `password=${DEMO_ACCOUNT.password}`];
  if (expected.some((field) => !typed.includes(field))) {
    throw new Error(`the sign-in form holds ${JSON.stringify(typed)}, not what was typed`);
  }
  // Enter in the password field, as a reader submits: a click at the button's centre missed it
  // once in CI, with the dialog still opening on a loaded machine.
  await page.keyboard.press('Enter');
  try {
    await waitInPage(
      page,
      'the signed-in user menu',
      `!!document.querySelector('biz-user-menu')?.shadowRoot?.querySelector('[part~=logout]')`,
    );
  } catch (error) {
    // What the dialog says, if anything (a failed sign-in is told in it).
    const said = await page.evaluate(() =>
      document.querySelector('biz-auth-modal')?.shadowRoot?.textContent?.trim().slice(0, 200),
    );
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}; the dialog: ${said}`,
    );
  }
}

/** A state for axe: page-wide (`pages: 'all'`) set up once per profile; others on the article. */
interface DemoState {
  name: string;
  pages: 'all' | string[];
  setUp?: (page: Page) => Promise<void>;
  enter?: (page: Page) => Promise<void>;
}

/** A page expression: whether the shadow root of the first `host` has a `selector`. */
const shadowHas = (host: string, selector: string) =>
  `!!document.querySelector('${host}')?.shadowRoot?.querySelector('${selector}')`;

/** State steps: wait for page expression `condition` (`what`), after a click or typing `text`. */
const until = (what: string, condition: string) => (page: Page) =>
  waitInPage(page, what, condition);

const clickUntil =
  (host: string, part: string, what: string, condition: string) => async (page: Page) => {
    await clickPart(page, host, part);
    await waitInPage(page, what, condition);
  };

const typeUntil = (text: string, what: string, condition: string) => async (page: Page) => {
  await page.keyboard.type(text);
  await waitInPage(page, what, condition);
};

const steps =
  (...all: ((page: Page) => Promise<void>)[]) =>
  async (page: Page) => {
    for (const step of all) await step(page);
  };

async function pressCtrlK(page: Page) {
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyK');
  await page.keyboard.up('Control');
}

/** The states: signed in and failing backend everywhere; what a reader opens on the article. */
const STATES: DemoState[] = [
  { name: 'signed in', pages: 'all', setUp: signIn },
  {
    name: 'failing backend',
    pages: 'all',
    // The demo panel's «Сбой: HTTP 500» for every call, as a tester sets it (kept per tab).
    setUp: (page) =>
      page.evaluate(() =>
        sessionStorage.setItem('biz-demo:chaos', JSON.stringify({ force: 'http500' })),
      ),
    enter: until(
      'the failing backend',
      `document.querySelector('#demo-panel')?.dataset.chaos === 'true'`,
    ),
  },
  {
    name: 'push prompt shown',
    pages: ['index.html'],
    enter: steps(
      (page) =>
        page.evaluate(() => document.querySelector('biz-push-prompt')?.setAttribute('delay', '0')),
      until('the push prompt', shadowHas('biz-push-prompt', '[part~=dialog]')),
    ),
  },
  {
    name: 'search open with results',
    pages: ['index.html'],
    enter: steps(
      pressCtrlK,
      until('the search popup', shadowHas('biz-search', 'dialog[open]')),
      typeUntil(
        'рубль',
        'search results',
        `!!document.querySelector('biz-search')?.shadowRoot?.querySelector('[part~=count]')?.textContent`,
      ),
    ),
  },
  {
    name: 'sign-in dialog open',
    pages: ['index.html'],
    enter: clickUntil(
      'biz-user-menu',
      'login',
      'the sign-in dialog',
      shadowHas('biz-auth-modal', 'dialog[open]'),
    ),
  },
  {
    name: 'reply form with mention suggestions',
    pages: ['index.html'],
    enter: steps(
      clickUntil(
        'biz-comments',
        'reply',
        'the reply form',
        `document.querySelector('biz-comments')?.shadowRoot?.querySelectorAll('[part~=textarea]').length > 1`,
      ),
      typeUntil(
        'Согласен с @ipe',
        'mention suggestions',
        shadowHas('biz-comments', '[part~=mention]'),
      ),
    ),
  },
  {
    name: 'emoji reactions open',
    pages: ['index.html'],
    enter: clickUntil(
      'biz-comments',
      'react',
      'the emoji picker',
      `document.querySelector('biz-comments')?.shadowRoot?.querySelector('[part~=react]')?.getAttribute('aria-expanded') === 'true'`,
    ),
  },
];

/** axe on `page` now: light and dark at both widths, or `paired` light-phone and dark-desktop. */
async function axeEachLook(
  page: Page,
  where: string,
  problems: string[],
  paired = false,
): Promise<number> {
  let runs = 0;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
    const widths = scheme === 'light' ? WIDTHS : [...WIDTHS].reverse();
    for (const width of paired ? widths.slice(1) : widths) {
      await page.setViewport({ width, height: 900 });
      await settle(page);
      runs += 1;
      for (const v of await axeViolations(page)) {
        problems.push(
          `${where} ${scheme} ${width}px: axe ${v.id} (${v.impact}) ${v.help} at ${v.targets.slice(0, 3).join(' ')}; ${v.summary}`,
        );
      }
    }
  }
  return runs;
}

/** Runs axe over every state of {@link STATES}; returns the number of axe runs. */
async function demoStates(browser: Browser, origin: string, problems: string[]): Promise<number> {
  let runs = 0;
  for (const state of STATES) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      if (state.setUp) {
        await open(page, `${origin}/index.html`, 'light', WIDTHS[0]!);
        await state.setUp(page);
      }
      for (const name of state.pages === 'all' ? DEMO_PAGES : state.pages) {
        const where = `${name} [${state.name}]`;
        try {
          await open(page, `${origin}/${name}`, 'light', WIDTHS[0]!);
          await state.enter?.(page);
          runs += await axeEachLook(page, where, problems, state.pages === 'all');
        } catch (error) {
          problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } catch (error) {
      problems.push(`[${state.name}]: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await context.close();
    }
  }
  return runs;
}

/** Runs the checks above: one line per group; throws with every problem. */
export async function demoPages(browser: Browser): Promise<string[]> {
  const { server, origin } = await startDemo();
  const page = await browser.newPage();
  const problems: string[] = [];
  let axeRuns = 0;
  let stateRuns = 0;
  const started = Date.now();
  let pagesDone = started;
  try {
    for (const name of DEMO_PAGES) {
      // One load per page, the scheme switched live (a reload per scheme cost ~60 s of CI).
      await open(page, `${origin}/${name}`, 'light', WIDTHS[0]!);
      axeRuns += await axeEachLook(page, name, problems);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      for (const width of WIDTHS) {
        await page.setViewport({ width, height: 900 });
        await settle(page);
        const skip = await skipLinkProblem(page);
        if (skip) problems.push(`${name} light ${width}px: ${skip}`);
      }
      await page.setViewport({ width: 320, height: 800 });
      const reflow = await overflowProblem(page);
      if (reflow) problems.push(`${name} 320px: ${reflow}`);
      await applyTextSpacing(page);
      const spaced = await overflowProblem(page);
      if (spaced) problems.push(`${name} 320px, text spacing: ${spaced}`);
      const signIn = await signInProblem(page);
      if (signIn) problems.push(`${name} 320px, text spacing: ${signIn}`);
    }
    pagesDone = Date.now();
    stateRuns = await demoStates(browser, origin, problems);
  } finally {
    await page.close();
    await server.close();
  }
  if (problems.length)
    throw new Error(`${problems.length} problems:\n    ${problems.join('\n    ')}`);
  return [
    `axe: ${axeRuns} runs (${DEMO_PAGES.length} pages × light, dark × ${WIDTHS.join(', ')} px), 0 violations (with the checks below: ${Math.round((pagesDone - started) / 1000)} s)`,
    `axe in states: ${stateRuns} runs (${STATES.map((s) => s.name).join(', ')}; on every page light ${WIDTHS[1]} and dark ${WIDTHS[0]} px, on the article light, dark × ${WIDTHS.join(', ')} px), 0 violations (${Math.round((Date.now() - pagesDone) / 1000)} s)`,
    `skip link focused and on top on every page at ${WIDTHS.join(' and ')} px`,
    'no sideways scroll at 320 px, with and without WCAG text spacing; «Войти» on-screen',
  ];
}
