/**
 * `npm run sr`: what Orca says on the demo article page, with Firefox ESR on a headless desktop
 * (./desktop.ts); every key goes through X (xdotool), where Orca hears it, and WebDriver BiDi
 * only opens the page, puts focus at a journey's start and reads what the page shows. Journeys:
 * 1. sign-in: «Войти», Enter → the dialog's name and first field;
 * 2. poll: an answer, «Голосовать», Enter → the thanks;
 * 3. comments: Orca's `m` to «Обсуждение статьи», then Down → the heading with the count, then
 *    the first three comments' author, date and text in order, no new-comment notice between;
 * 4. Space on «Сначала новые» → «Порядок комментариев: Сначала новые.»; Enter on «К следующему
 *    новому» → its comment spoken as «новый» (a returning reader: `article1024` set).
 * Prints each transcript; exit 0 when every check holds, 1 otherwise, 2 when a tool is missing.
 * Env: SR_KEEP=1 keeps the temp dir (Orca's debug log, speech), SR_IDLE=N listens N s in the list.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ENGINES } from '../../scripts/engines.mjs';
import { startDemo } from '../e2e/demo-pages.ts';
import { startDesktop, missingTools, type Desktop } from './desktop.ts';
import { checkComments, checkOrderAndNew, checkPoll, checkSignIn, type Check } from './checks.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Speech since line `from` once quiet for `quietMs` and `until` holds (or after `maxMs`). */
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

const passes = (checks: (said: string[]) => Check[]) => (said: string[]) =>
  checks(said).every((check) => check.ok);

async function waitForDemo(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector('#demo-panel') as HTMLElement | null)?.dataset.ready === 'true' &&
      'BizWidgets' in window,
    { timeout: 60_000, polling: 100 },
  );
}

/** Loads every `biz-*` element; waits until the page stays 5 s without reloading (≤ 6 tries). */
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

/** Journey 3: Orca's `m` until the comments' region is spoken, then `downs` Down arrows. */
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

async function focusInComments(page: Page, selector: string): Promise<void> {
  await page.evaluate((css) => {
    const found = document.querySelector('biz-comments')?.shadowRoot?.querySelector(css);
    found?.scrollIntoView({ block: 'center' });
    (found as HTMLElement | null)?.focus();
  }, selector);
}

/** Journey 4: Space on «Сначала новые», Enter on «К следующему новому»; the speech after each. */
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
    // The dev server may reload after optimizing imports (the sign-in dialog's chunk first).
    for (let load = 0; load < 3; load += 1) {
      await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 });
      await waitForDemo(page);
      if (load === 0) {
        // A returning reader (journey 4): the last ten minutes' comments are new.
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
    // On a clean clone optimizing can reload later still: go on once the page stayed for 5 s.
    await steadyPage(page);
    // Keyboard focus from the address bar into the page (F6).
    for (let i = 0; i < 4 && !(await page.evaluate(() => document.hasFocus())); i += 1) {
      desktop.key('F6');
      await sleep(700);
    }
    if (!(await page.evaluate(() => document.hasFocus()))) {
      throw new Error('the page never got keyboard focus (F6 from the address bar)');
    }
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
