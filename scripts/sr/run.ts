/**
 * `npm run sr`: what a real screen reader says on the demo article page. Starts Orca
 * with Firefox ESR on a headless desktop (./desktop.ts), drives three journeys with real key
 * presses (xdotool), records what Orca speaks and asserts on it:
 *
 * 1. sign-in: «Войти» in the header, Enter → the dialog's name and its first field are spoken;
 * 2. poll: an answer picked, «Голосовать», Enter → the thanks is spoken;
 * 3. comments: by landmark (Orca's `m`) to «Обсуждение статьи», then down the list → the heading
 *    with the count, then each of the first three comments' author, date and text, in order,
 *    with no new-comment notice in between;
 * 4. order and new comments: Space on «Сначала новые» → «Порядок комментариев: Сначала новые.»
 *    is spoken (politely); Enter on «К следующему новому» → the comment it focuses is spoken as
 *    «новый» (the page is loaded as a returning reader's: its `article1024` mark is set
 *    before the last loads).
 *
 * Prints each journey's transcript. Exit 0 when every check holds, 1 otherwise (2 when a tool
 * is missing). Firefox is driven over WebDriver BiDi (puppeteer-core) only to open the page,
 * put focus at a journey's start and read what the page shows; every key the reader presses
 * goes through X, where Orca hears it. `SR_KEEP=1` keeps the temporary directory (Orca's debug
 * log, the speech file).
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ENGINES } from '../engines.mjs';
import { startDemo } from '../e2e/demo-pages.ts';
import { startDesktop, missingTools, type Desktop } from './desktop.ts';
import { checkComments, checkOrderAndNew, checkPoll, checkSignIn, type Check } from './checks.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Speech since `from` (an index into the spoken lines), once it has been quiet for `quietMs`
 * and, when `until` is given, `until` holds for it (or after `maxMs` whatever was said).
 */
async function speechAfter(
  desktop: Desktop,
  from: number,
  quietMs = 1500,
  maxMs = 10_000,
  until?: (said: string[]) => boolean,
) {
  const start = Date.now();
  let count = desktop.spoken().length;
  let still = Date.now();
  while (Date.now() - start < maxMs) {
    await sleep(150);
    const now = desktop.spoken().length;
    if (now !== count) {
      count = now;
      still = Date.now();
    } else if (
      now > from &&
      Date.now() - still >= quietMs &&
      (!until || until(desktop.spoken().slice(from)))
    )
      break;
  }
  return desktop.spoken().slice(from);
}

/** Whether every check of `checks` holds for `said`. */
const passes = (checks: (said: string[]) => Check[]) => (said: string[]) =>
  checks(said).every((check) => check.ok);

/** Waits until the page's demo backend runs and the autoloader is there. */
async function waitForDemo(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector('#demo-panel') as HTMLElement | null)?.dataset.ready === 'true' &&
      'BizWidgets' in window,
    { timeout: 60_000, polling: 100 },
  );
}

/**
 * Loads every `biz-*` element of the page and waits until the page has not reloaded for 5 s
 * (a mark put on `window` survives), up to six times; throws when it keeps reloading.
 */
async function steadyPage(page: Page): Promise<void> {
  for (let tries = 0; tries < 6; tries += 1) {
    await waitForDemo(page);
    await page.evaluate(async () => {
      (window as { srSteady?: boolean }).srSteady = true;
      const widgets = (window as { BizWidgets?: { load(tag: string): Promise<void> } }).BizWidgets;
      const tags = new Set(
        [...document.querySelectorAll('*')]
          .map((el) => el.localName)
          .filter((tag) => tag.startsWith('biz-')),
      );
      await Promise.all([...tags].map((tag) => widgets?.load(tag).catch(() => undefined)));
    });
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => undefined);
    await sleep(5000);
    const same = await page
      .evaluate(() => (window as { srSteady?: boolean }).srSteady === true)
      .catch(() => false);
    if (same) return;
  }
  throw new Error('the demo page kept reloading (the dev server optimizing dependencies)');
}

/** Journey 1: focus the header's «Войти», press Enter, listen. */
async function signIn(desktop: Desktop, page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => document.querySelector('biz-user-menu')?.shadowRoot?.querySelector('[part=login]'),
    { timeout: 30_000 },
  );
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (
      document.querySelector('biz-user-menu')?.shadowRoot?.querySelector('[part=login]') as
        HTMLElement | undefined
    )?.focus();
  });
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  const from = desktop.spoken().length;
  desktop.key('Return');
  const said = await speechAfter(desktop, from, 2000, 12_000, passes(checkSignIn));
  desktop.key('Escape');
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  return said;
}

/** Journey 2: the first answer of poll 7 by Space, «Голосовать» by Tab, Enter, listen. */
async function vote(desktop: Desktop, page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const poll = document.querySelector('biz-poll[poll-id="7"]');
    poll?.scrollIntoView({ block: 'center' });
    void (window as { BizWidgets?: { load(tag: string): Promise<void> } }).BizWidgets?.load(
      'biz-poll',
    );
  });
  await page.waitForFunction(
    () =>
      document
        .querySelector('biz-poll[poll-id="7"]')
        ?.shadowRoot?.querySelector('input[type=radio]'),
    { timeout: 30_000 },
  );
  await page.evaluate(() => {
    (
      document
        .querySelector('biz-poll[poll-id="7"]')
        ?.shadowRoot?.querySelector('input[type=radio]') as HTMLElement | undefined
    )?.focus();
  });
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  desktop.key('space');
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  desktop.key('Tab');
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  const from = desktop.spoken().length;
  desktop.key('Return');
  return speechAfter(desktop, from, 2500, 12_000, passes(checkPoll));
}

/** What the page shows of its first three comments, to check the speech against. */
async function firstComments(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('biz-comments')?.shadowRoot;
    const items = [...(root?.querySelectorAll<HTMLElement>('[part~="comment"]') ?? [])].slice(0, 3);
    return items.map((item) => ({
      author: item.querySelector('h3')?.textContent?.trim() ?? '',
      date: item.querySelector(':scope > [part~="permalink"]')?.textContent?.trim() ?? '',
      text: item.querySelector('[part~="message"]')?.textContent?.trim() ?? '',
    }));
  });
}

/**
 * Journey 3: from the top of the page, Orca's `m` (next landmark) until the comments' region is
 * spoken, then Down arrow through the list, reading; stops after `downs` presses.
 */
async function comments(desktop: Desktop, page: Page, downs = 40): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.blur();
    start.remove();
  });
  // Browse mode, at the top of the document.
  desktop.key('ctrl+Home');
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  const from = desktop.spoken().length;
  for (let i = 0; i < 15; i += 1) {
    const before = desktop.spoken().length;
    desktop.key('m');
    const said = await speechAfter(desktop, before, 700, 3000);
    if (said.some((line) => line.includes('Обсуждение статьи'))) break;
  }
  for (let i = 0; i < downs; i += 1) {
    const before = desktop.spoken().length;
    desktop.key('Down');
    await speechAfter(desktop, before, 500, 2500);
  }
  return desktop.spoken().slice(from);
}

/** Focuses the element of the comments' shadow root that `selector` finds (scrolled to). */
async function focusInComments(page: Page, selector: string): Promise<void> {
  await page.evaluate((css) => {
    const found = document.querySelector('biz-comments')?.shadowRoot?.querySelector(css);
    found?.scrollIntoView({ block: 'center' });
    (found as HTMLElement | null)?.focus();
  }, selector);
}

/**
 * Journey 4: focus «Сначала новые», Space, listen; then focus «К следующему новому», Enter,
 * listen. @returns what was spoken after each key
 */
async function orderAndNew(desktop: Desktop, page: Page): Promise<[string[], string[]]> {
  await focusInComments(page, '[part~=order] input[value=new]');
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  let from = desktop.spoken().length;
  desktop.key('space');
  const ordered = await speechAfter(desktop, from, 1500, 10_000, (said) =>
    checkOrderAndNew(said, []).some((c) => c.ok),
  );
  await page.waitForFunction(
    () => document.querySelector('biz-comments')?.shadowRoot?.querySelector('[part~=next-new]'),
    { timeout: 10_000 },
  );
  await focusInComments(page, '[part~=next-new]');
  await speechAfter(desktop, desktop.spoken().length, 800, 3000);
  from = desktop.spoken().length;
  desktop.key('Return');
  const moved = await speechAfter(desktop, from, 1500, 10_000);
  return [ordered, moved];
}

/** Prints a journey's transcript and its checks; returns whether all held. */
function report(name: string, said: string[], checks: Check[]): boolean {
  console.log(`\n── ${name} ──`);
  for (const line of said) console.log(`  «${line}»`);
  let ok = true;
  for (const check of checks) {
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.what}`);
    ok &&= check.ok;
  }
  return ok;
}

async function main(): Promise<number> {
  const missing = missingTools();
  if (missing.length) {
    console.error(`npm run sr needs: apt-get install ${missing.join(' ')}`);
    return 2;
  }
  const started = Date.now();
  const { server, origin } = await startDemo();
  let desktop: Desktop | undefined;
  let browser: Browser | undefined;
  try {
    desktop = await startDesktop();
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH ?? ENGINES.firefox.binary ?? 'firefox-esr',
      headless: false,
      env: desktop.env,
      args: ['--width=1280', '--height=900'],
      extraPrefsFirefox: { 'accessibility.force_disabled': -1, 'ui.prefersReducedMotion': 1 },
    });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport({ width: 1280, height: 800 });
    // Twice: the dev server's first answer may reload the page once it has optimized what the
    // page imports, which would drop a journey's focus midway.
    // Warm-up: the sign-in dialog is a chunk of its own, whose first import can make the dev
    // server optimize a dependency and reload the page; opened and closed here, unheard.
    for (let load = 0; load < 3; load += 1) {
      await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 });
      await waitForDemo(page);
      if (load === 0) {
        // A returning reader (journey 4): the comments of the last ten minutes are new to them.
        await page.evaluate(() =>
          localStorage.setItem('article1024', String(Math.floor(Date.now() / 1000) - 600)),
        );
        await page.evaluate(() => {
          const menu = document.querySelector('biz-user-menu');
          (menu?.shadowRoot?.querySelector('[part=login]') as HTMLElement | null)?.click();
        });
      }
      await sleep(3000);
    }
    // On a clean clone the dev server's first optimizing of dependencies can reload the page
    // later than that (the first `npm run sr` after `npm ci` heard nothing at sign-in): ask for
    // every element now and go on only once the page has stayed the same page for 5 s.
    await steadyPage(page);
    // Keyboard focus from the address bar into the page (F6), as a reader would.
    for (let i = 0; i < 4 && !(await page.evaluate(() => document.hasFocus())); i += 1) {
      desktop.key('F6');
      await sleep(700);
    }
    if (!(await page.evaluate(() => document.hasFocus()))) {
      throw new Error('the page never got keyboard focus (F6 from the address bar)');
    }
    // Let Orca take in the page.
    await speechAfter(desktop, 0, 1500, 8000);

    const signInSaid = await signIn(desktop, page);
    const voteSaid = await vote(desktop, page);
    // A reader lands on the comments after the list is read (its count is shown then).
    await page.evaluate(() => {
      void (window as { BizWidgets?: { load(tag: string): Promise<void> } }).BizWidgets?.load(
        'biz-comments',
      );
    });
    await page.waitForFunction(
      () => document.querySelector('biz-comments')?.shadowRoot?.querySelector('[part~=count]'),
      { timeout: 60_000, polling: 200 },
    );
    const commentsSaid = await comments(desktop, page);
    const idle = Number(process.env.SR_IDLE ?? 0);
    let idleSaid: string[] = [];
    if (idle > 0) {
      // SR_IDLE=60: what Orca says unprompted in that many seconds, the reader in the list.
      const from = desktop.spoken().length;
      await sleep(idle * 1000);
      idleSaid = desktop.spoken().slice(from);
    }
    const shown = await firstComments(page);
    const [orderedSaid, movedSaid] = await orderAndNew(desktop, page);
    const ok = [
      report('1. Вход: «Войти», Enter', signInSaid, checkSignIn(signInSaid)),
      report('2. Опрос: ответ, «Голосовать», Enter', voteSaid, checkPoll(voteSaid)),
      report(
        '3. Комментарии: по ориентирам, затем вниз',
        commentsSaid,
        checkComments(commentsSaid, shown),
      ),
      report(
        '4. Порядок «Сначала новые», затем «К следующему новому»',
        [...orderedSaid, '—', ...movedSaid],
        checkOrderAndNew(orderedSaid, movedSaid),
      ),
    ].every(Boolean);
    if (idle > 0) report(`Без нажатий, ${idle} с в списке`, idleSaid, []);
    console.log(
      `\nnpm run sr: ${ok ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return ok ? 0 : 1;
  } finally {
    await browser?.close().catch(() => undefined);
    desktop?.stop();
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`npm run sr: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exit(1);
  },
);
