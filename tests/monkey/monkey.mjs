// `npm run monkey`: a seeded monkey test of every demo page. It serves the demo with the
// Vite dev server on 127.0.0.1, opens each page in the system Chromium (every other host is
// unreachable), turns the demo's chaos switches on (errors, malformed answers, latency), and
// unleashes a seeded gremlins.js horde on our elements (clicks, touches, form filling, keys,
// scrolling; see pageHorde). Then it turns chaos off (calm) and checks the page:
//
// - uncaught errors: `pageerror` (uncaught exceptions and unhandled rejections) and the page's own
//   `error` / `unhandledrejection` events, during chaos and calm;
// - error boxes after calm: a `[part~=error]` box with «Повторить» still showing after the wait
//   (healed by itself: none left), then pressed once: an element that still fails is broken;
// - tags left undefined (a chunk that never loaded).
//
// Flags: --seed N (default 1), --duration S (total seconds, default 110), --pages a,b (names
// without .html), --calm S (longest wait for healing per page, default 12), --no-offline (skips
// the offline reload of index.html that comes first). Exit code 1 when an uncaught error or a
// broken element was found.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Chance from 'chance';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { OUR_HOSTS } from '../../scripts/page-hosts.mjs';

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}
const SEED = Number(flag('seed', '1')) >>> 0;
const DURATION_MS = Number(flag('duration', '110')) * 1000;
const CALM_MS = Number(flag('calm', '12')) * 1000;
const PAGES = flag(
  'pages',
  readdirSync('demo')
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.slice(0, -5))
    .join(','),
)
  .split(',')
  .filter(Boolean);

/** gremlins.js's browser build, added to each page the horde runs in. */
const GREMLINS = fileURLToPath(import.meta.resolve('gremlins.js'));
/** The randomness outside the page (chaos switches, dialogs): gremlins.js's own, Chance. */
const chance = new Chance(SEED);

const chrome = findChrome();
if (!chrome) {
  console.error('Chromium not found: `apt-get install chromium`, or set CHROME_PATH.');
  process.exit(1);
}

const server = await createServer({
  configFile: 'vite.demo.config.ts',
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
});
await server.listen();
const { port } = server.httpServer.address();
const origin = `http://127.0.0.1:${port}`;

const browser = await puppeteer.launch({
  executablePath: chrome,
  headless: true,
  args: [
    ...CHROMIUM_ARGS,
    // Loopback only: every other host fails to resolve.
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ],
});

/**
 * In the page: counts uncaught errors and reads the state of our elements; `hosts()` lists
 * every host of ours, and every shadow root inside them (nested too).
 */
function pageProbe(hosts) {
  const seen = { errors: [] };
  window.__monkey = seen;
  addEventListener('error', (e) => seen.errors.push(`error: ${e.message}`));
  addEventListener('unhandledrejection', (e) =>
    seen.errors.push(`unhandledrejection: ${e.reason?.stack ?? e.reason}`),
  );
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
  };
  /** Error boxes of our elements: [{ tag, text, retry }]. */
  window.__monkeyBoxes = () =>
    hosts().flatMap((host) =>
      [...(host.shadowRoot?.querySelectorAll('[part~=error]') ?? [])]
        .filter(visible)
        .map((box) => ({
          tag: host.localName,
          text: box.textContent.trim().slice(0, 120),
          retry: Boolean(box.querySelector('[part~=retry]')),
        })),
    );
  window.__monkeyRetry = () => {
    for (const host of hosts()) {
      for (const button of host.shadowRoot?.querySelectorAll('[part~=error] [part~=retry]') ?? [])
        button.click();
    }
  };
  // The autoloader loads an element when it comes near the viewport: a reader scrolling past
  // every element that is still undefined, before they are counted.
  window.__monkeyScrollPast = async () => {
    for (const el of hosts().filter((h) => !customElements.get(h.localName))) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  window.__monkeyUndefined = () =>
    hosts()
      .filter((el) => !customElements.get(el.localName))
      .map((el) => el.localName);
}

/**
 * In the page (window.gremlins added first): a gremlins.js horde on our elements (`hosts()`, as
 * above) for `ms`, seeded with (seed, page, run); each action it takes calls the exposed
 * `monkeyAction`. Clicks and touches go to our elements only; keys land wherever the point is;
 * the form filler fills the visible fields of our elements (their shadow roots and light DOM).
 */
async function pageHorde(hosts, seed, page, run, ms) {
  /** Whether `el` is inside one of our elements: in its shadow root or its light DOM. */
  const ours = (el) => {
    for (let node = el; node; node = node.parentNode ?? node.host)
      if (node.localName?.startsWith('biz-')) return true;
    return false;
  };
  const { createHorde, Chance, species, strategies } = window.gremlins;
  // The clicker, toucher and typer aim with document.elementFromPoint, which stops at a shadow
  // host; while the horde runs it answers with the innermost element at the point (our code
  // does not call it).
  const atPoint = document.elementFromPoint.bind(document);
  document.elementFromPoint = (x, y) => {
    let el = atPoint(x, y);
    for (let inner; (inner = el?.shadowRoot?.elementFromPoint(x, y)) && inner !== el;) el = inner;
    return el;
  };
  // The form filler looks for fields with its window's document.querySelectorAll: here, ours.
  const ourFields = {
    document: {
      querySelectorAll: (selector) =>
        hosts().flatMap((host) => [
          ...(host.shadowRoot?.querySelectorAll(selector) ?? []),
          ...host.querySelectorAll(selector),
        ]),
    },
    HTMLInputElement,
    HTMLTextAreaElement,
  };
  // No marks drawn on the page; every action logged, so that it is counted.
  const quiet = { showAction: null, log: true };
  const chance = new Chance(seed, page, run);
  const horde = createHorde({
    randomizer: chance,
    logger: { log: () => window.monkeyAction(), warn: () => {} },
    species: [
      species.clicker({ ...quiet, canClick: ours, maxNbTries: 40 }),
      // Radios and checkboxes are left to the clicker: the filler would click them with its
      // window as the event's view, and that has to be a real window.
      (config) =>
        species.formFiller({
          ...quiet,
          canFillElement: (el) =>
            el.checkVisibility({ visibilityProperty: true }) && !/^(radio|checkbox)$/.test(el.type),
        })({ ...config, window: ourFields }),
      // Keys a reader presses (Tab, Enter, Space, Escape, arrows, Home, End, Backspace,
      // PageDown), sent as key codes: React reads the key from them.
      species.typer({
        ...quiet,
        keyGenerator: () => chance.pick([9, 13, 32, 27, 40, 38, 37, 39, 36, 35, 8, 34]),
      }),
      species.scroller(quiet),
      species.toucher({ ...quiet, canTouch: ours, maxNbTries: 40 }),
    ],
    // None: dialogs are answered by the script (page.on('dialog')), and gizmo would stop the
    // horde after 10 errors, which chaos makes on purpose.
    mogwais: [],
    // Mostly clicks, then form filling and keys, as a reader would.
    strategies: [
      strategies.distribution({ distribution: [0.45, 0.2, 0.2, 0.1, 0.05], delay: 100, nb: 1e6 }),
    ],
  });
  setTimeout(horde.stop, ms);
  await horde.unleash();
  delete document.elementFromPoint;
}

/** pageProbe with our hosts' finder, as the source evaluated in each new document. */
const PROBE = `(${pageProbe})(${OUR_HOSTS})`;

/** Runs `fn` again when the page navigated under it (Vite's first dependency reload, a link). */
async function settled(page, fn, tries = 5) {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      const lost = /context was destroyed|navigat|detached/i.test(String(error));
      if (i >= tries || !lost) throw error;
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => {});
    }
  }
}

/** Opens `url` and waits for the demo backend (at most 15 s), then sets the switches. */
async function open(page, url, switches) {
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  await settled(page, () =>
    page
      .waitForFunction(() => document.getElementById('demo-panel')?.dataset.ready === 'true', {
        timeout: 15_000,
      })
      .catch((error) => {
        if (!/timeout/i.test(String(error))) throw error;
      }),
  );
  await settled(page, () => setSwitches(page, switches));
}

/** Sets the demo panel's chaos switches (their option values) and applies them. */
async function setSwitches(page, values) {
  await page.evaluate((v) => {
    const form = document.getElementById('demo-chaos');
    if (!form) return;
    for (const [name, value] of Object.entries(v)) form.elements.namedItem(name).value = value;
    form.dispatchEvent(new Event('change'));
  }, values);
}

const totals = {
  runFailures: 0,
  pages: 0,
  actions: 0,
  uncaught: 0,
  leftAfterWait: 0,
  broken: 0,
  undefinedTags: 0,
};
const started = Date.now();
const perPage = Math.max(4000, Math.floor(DURATION_MS / PAGES.length));
console.log(
  `monkey: seed ${SEED}, ${PAGES.length} pages, ~${Math.round(perPage / 1000)} s each, ${origin}`,
);

/**
 * The demo page reloaded without network: the autoloader and the element
 * chunks cannot be fetched. Nothing may be thrown into the page; once the network returns (the
 * `online` event) the widgets come without a reload.
 */
async function offlineReload() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(`pageerror: ${error.message}`));
  await page.evaluateOnNewDocument(PROBE);
  const cdp = await page.createCDPSession();
  let defined = false;
  try {
    await open(page, `${origin}/index.html?backend=off`, {});
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['*/src/autoloader.ts*', '*/elements/*'] });
    await page.reload({ waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 1500));
    await cdp.send('Network.setBlockedURLs', { urls: [] });
    await page.setOfflineMode(true);
    await page.setOfflineMode(false); // the browser is back online: `online` fires
    // The comments are far below: the autoloader asks for them once the reader is near.
    await page.evaluate(() =>
      document.querySelector('biz-comments')?.scrollIntoView({ behavior: 'instant' }),
    );
    defined = await page
      .waitForFunction(() => customElements.get('biz-comments') !== undefined, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    const own = await page.evaluate(() => window.__monkey.errors);
    uncaught.push(...own);
  } finally {
    await context.close();
  }
  console.log(
    `offline reload of index: ${uncaught.length} uncaught, widgets ${defined ? 'came back without a reload' : 'DID NOT come back'}`,
  );
  for (const e of uncaught) console.log(`  uncaught: ${e.split('\n').slice(0, 3).join(' | ')}`);
  totals.uncaught += uncaught.length;
  if (!defined) totals.undefinedTags++;
}
if (!process.argv.includes('--no-offline')) await offlineReload();

for (const name of PAGES) {
  const url = `${origin}/${name}.html`;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) =>
    (chance.bool() ? dialog.accept() : dialog.dismiss()).catch(() => {}),
  );
  await page.evaluateOnNewDocument(PROBE);
  let actions = 0;
  await page.exposeFunction('monkeyAction', () => actions++);
  const chaos = {
    latencyMs: chance.pick(['0', '300', '1500']),
    errorRate: chance.pick(['0.2', '0.5']),
    malformedRate: chance.pick(['0', '0.2']),
    force: '',
  };
  let navigations = 0;
  try {
    await open(page, url, chaos);
    // Chaos: about half of this page's time. A horde ends with it, or when the page navigates
    // away (a link); then the page is opened again and the next run takes over.
    const chaosEnd = Date.now() + perPage * 0.5;
    for (let run = 0; Date.now() < chaosEnd; run++) {
      await page.addScriptTag({ path: GREMLINS });
      const args = [SEED, name, run, chaosEnd - Date.now()].map((v) => JSON.stringify(v));
      const lost = await page.evaluate(`(${pageHorde})(${OUR_HOSTS}, ${args})`).then(
        () => false,
        (error) => {
          if (!/context was destroyed|navigat|detached/i.test(String(error))) throw error;
          return true;
        },
      );
      if (lost || new URL(page.url()).pathname !== `/${name}.html`) {
        navigations++;
        await open(page, url, chaos);
      }
    }
    // Calm: no chaos, no input. Boxes that heal by themselves go away within the wait.
    await settled(page, () =>
      setSwitches(page, { latencyMs: '0', errorRate: '0', malformedRate: '0', force: '' }),
    );
    await page.keyboard.press('Escape');
    const calmEnd = Date.now() + CALM_MS;
    let boxes = [];
    while (Date.now() < calmEnd) {
      await new Promise((r) => setTimeout(r, 500));
      boxes = (await settled(page, () => page.evaluate(() => window.__monkeyBoxes()))).filter(
        (b) => b.retry,
      );
      if (boxes.length === 0) break;
    }
    // What is still there: pressed once, as a reader would; still failing then is broken.
    let broken = [];
    if (boxes.length) {
      await page.evaluate(() => window.__monkeyRetry());
      await new Promise((r) => setTimeout(r, 3000));
      broken = (await settled(page, () => page.evaluate(() => window.__monkeyBoxes()))).filter(
        (b) => b.retry,
      );
    }
    await settled(page, () => page.evaluate(() => window.__monkeyScrollPast()));
    await new Promise((r) => setTimeout(r, 2000));
    const undefinedTags = await page.evaluate(() => window.__monkeyUndefined());
    const own = await page.evaluate(() => window.__monkey.errors);
    const errors = [...new Set([...uncaught, ...own])];
    totals.pages++;
    totals.actions += actions;
    totals.uncaught += errors.length;
    totals.leftAfterWait += boxes.length;
    totals.broken += broken.length;
    totals.undefinedTags += undefinedTags.length;
    console.log(
      `${name.padEnd(11)} chaos ${JSON.stringify(chaos)}: ${actions} actions, ${navigations} navigations, ` +
        `${errors.length} uncaught, ${boxes.length} boxes left after ${CALM_MS / 1000} s calm, ` +
        `${broken.length} broken after «Повторить», ${undefinedTags.length} undefined tags`,
    );
    for (const e of errors) console.log(`  uncaught: ${e.split('\n').slice(0, 3).join(' | ')}`);
    for (const b of boxes) console.log(`  left: <${b.tag}> ${b.text}`);
    for (const b of broken) console.log(`  broken: <${b.tag}> ${b.text}`);
    for (const t of undefinedTags) console.log(`  undefined: <${t}>`);
  } catch (error) {
    totals.runFailures++;
    console.log(`${name}: the run failed: ${error.message}`);
  } finally {
    await context.close();
  }
}

await browser.close();
await server.close();
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `\nmonkey: seed ${SEED}, ${totals.pages} pages, ${totals.actions} actions in ${seconds} s: ` +
    `${totals.uncaught} uncaught errors, ${totals.leftAfterWait} error boxes left after calm, ` +
    `${totals.broken} broken, ${totals.undefinedTags} undefined tags`,
);
if (totals.runFailures) console.log(`${totals.runFailures} pages could not be run`);
process.exit(
  totals.uncaught || totals.broken || totals.undefinedTags || totals.runFailures ? 1 : 0,
);
