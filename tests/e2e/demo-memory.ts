/**
 * The demo remembers, part of `npm run test:e2e` (Chromium, the built demo, fresh profile): tab
 * A votes «+» (+17 → +18) and B, opened after, shows it; A signs in, bookmarks and comments, then
 * B, holding an older store, votes in the poll without undoing A's changes; after a demo-clock
 * minute and a trip to the news page A still shows all of it (the comment approved, counted); the
 * profile lists the bookmark and keeps a new avatar across a reload. «Сбросить данные» brings the
 * seed back, also once signed in again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { waitInPage } from './browser.ts';
import { signIn, startDemo } from './demo-pages.ts';

const COMMENT = 'Проверка памяти демо: комментарий остаётся после перехода';

/** Opens `path` and waits for the demo backend and the rendered first state of `tags`. */
async function visit(page: Page, origin: string, path: string, tags: string[]) {
  await page.goto(`${origin}/${path}`, { waitUntil: 'load', timeout: 60_000 });
  await reached(page, path, tags);
}

async function reached(page: Page, where: string, tags: string[]) {
  await waitInPage(
    page,
    `the demo on ${where}`,
    `document.querySelector('#demo-panel')?.dataset.ready === 'true' && 'BizWidgets' in window`,
    60_000,
  );
  // A string, not a function: the TypeScript loader's helpers do not exist in the page.
  const late = (await page.evaluate(`(async (names) => {
    const widgets = window.BizWidgets;
    const out = [];
    for (const name of names) {
      const ready = (async () => {
        await widgets?.load(name).catch(() => undefined);
        await customElements.whenDefined(name);
        for (const el of document.querySelectorAll(name)) await el.rendered;
      })();
      const timeout = new Promise((r) => setTimeout(() => r('late'), 20000));
      if ((await Promise.race([ready, timeout])) === 'late') out.push(name);
    }
    return out;
  })(${JSON.stringify(tags)})`)) as string[];
  if (late.length) throw new Error(`${where}: not rendered after 20 s: ${late.join(', ')}`);
  trace(`${where}: ready`);
}

/** Progress on stderr with E2E_TRACE=1 (where a long check stands when it hangs). */
function trace(line: string) {
  if (process.env.E2E_TRACE) console.error(`    demo memory: ${line}`);
}

function partText(page: Page, host: string, part: string): Promise<string> {
  return page.evaluate(
    (h, p) =>
      document.querySelector(h)?.shadowRoot?.querySelector(`[part~=${p}]`)?.textContent?.trim() ??
      '',
    host,
    part,
  );
}

function pressed(page: Page, host: string, part: string): Promise<string | null> {
  return page.evaluate(
    (h, p) =>
      document
        .querySelector(h)
        ?.shadowRoot?.querySelector(`[part~=${p}]`)
        ?.getAttribute('aria-pressed') ?? null,
    host,
    part,
  );
}

async function press(page: Page, host: string, name: string) {
  const handle = await part(page, host, name);
  await handle.evaluate((el) => (el as HTMLElement).scrollIntoView({ block: 'center' }));
  await handle.click();
}

/**
 * Part `name` in `host`'s shadow root, polled (≤ `ms`): `waitForSelector('host >>> …')` re-checks
 * on document mutations only, missing a control that appears alone inside a shadow root.
 */
async function part(page: Page, host: string, name: string, ms = 15_000) {
  await waitInPage(
    page,
    `<${host}>'s [part~=${name}]`,
    `!!document.querySelector('${host}')?.shadowRoot?.querySelector('[part~=${name}]')`,
    ms,
  );
  const handle = await page.$(`${host} >>> [part~=${name}]`);
  if (!handle) throw new Error(`<${host}>'s [part~=${name}] went away`);
  return handle;
}

/** Chooses file `path` in `<biz-profile>`; throws with the card's text if no «Сохранить аватар». */
async function chooseAvatar(page: Page, path: string): Promise<void> {
  const input = await part(page, 'biz-profile', 'file');
  await (input as unknown as { uploadFile(file: string): Promise<void> }).uploadFile(path);
  try {
    await part(page, 'biz-profile', 'upload', 10_000);
  } catch {
    const said = await page.evaluate(() =>
      (document.querySelector('biz-profile')?.shadowRoot?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .slice(0, 300),
    );
    throw new Error(`no «Сохранить аватар» 10 s after choosing the avatar; the card: ${said}`);
  }
}

/** Waits until the page's calls are answered (what a call changed is then saved). */
async function quiet(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 }).catch(() => undefined);
}

function expectEqual(what: string, actual: unknown, expected: unknown) {
  if (actual !== expected) {
    throw new Error(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  }
}

async function panelButton(page: Page, id: string) {
  const open = await page.$eval('#demo-panel', (el) => (el as HTMLElement).dataset.open);
  if (open !== 'true') await page.click('#demo-panel-toggle');
  await page.click(`#${id}`);
}

/** The article's state once the list is whole (feed not `aria-busy`: a new comment comes last). */
async function articleState(page: Page) {
  await waitInPage(
    page,
    'the whole comment list',
    `document.querySelector('biz-comments')?.shadowRoot?.querySelector('[role=feed]')?.getAttribute('aria-busy') === 'false'`,
  );
  return {
    sum: await partText(page, 'biz-article-rating', 'sum'),
    plus: await pressed(page, 'biz-article-rating', 'plus'),
    count: await page.$eval('[data-demo-comment-count]', (el) => el.textContent?.trim()),
    listCount: await partText(page, 'biz-comments', 'count'),
    comment: await page.evaluate((text) => {
      const root = document.querySelector('biz-comments')?.shadowRoot;
      return [...(root?.querySelectorAll('[part~=message]') ?? [])].some((m) =>
        m.textContent?.includes(text),
      );
    }, COMMENT),
    pollResults: await pollShowsResults(page),
  };
}

/**
 * Whether `<biz-poll>` shows its results (true) or its variants (false), read once it shows one
 * of them: a voted poll loads its results after its first render, and a snapshot taken before
 * they came read `false` (CI of stop 75).
 */
async function pollShowsResults(page: Page): Promise<boolean> {
  const root = `document.querySelector('biz-poll')?.shadowRoot`;
  await waitInPage(
    page,
    "the poll's results or variants",
    `!!${root}?.querySelector('[part~=results], input[type=radio]')`,
  );
  return page.evaluate(`!!${root}?.querySelector('[part~=results]')`) as Promise<boolean>;
}

const ARTICLE_TAGS = ['biz-article-rating', 'biz-bookmark', 'biz-comments', 'biz-poll'];

/** Clicks `[part~=name]` in `host`'s shadow root and waits for its `shown` selector (`what`). */
async function pressUntil(page: Page, host: string, name: string, shown: string, what: string) {
  await press(page, host, name);
  await waitInPage(
    page,
    what,
    `!!document.querySelector('${host}')?.shadowRoot?.querySelector('${shown}')`,
  );
}

async function articleTab(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await visit(page, origin, 'index.html', ARTICLE_TAGS);
  return page;
}

async function voteInTabA(a: Page) {
  expectEqual('the seed sum', await partText(a, 'biz-article-rating', 'sum'), '+17');
  await press(a, 'biz-article-rating', 'plus');
  await waitInPage(
    a,
    'the sum +18',
    `document.querySelector('biz-article-rating')?.shadowRoot?.querySelector('[part~=sum]')?.textContent?.trim() === '+18'`,
  );
  await quiet(a);
}

async function bookmarkAndComment(a: Page) {
  await a.bringToFront();
  await signIn(a);
  await quiet(a);
  expectEqual('the seed bookmark', await pressed(a, 'biz-bookmark', 'button'), 'false');
  await pressUntil(
    a,
    'biz-bookmark',
    'button',
    '[part~=button][aria-pressed=true]',
    'the bookmark on',
  );
  const textarea = await part(a, 'biz-comments', 'textarea');
  await textarea!.evaluate((el) => (el as HTMLElement).scrollIntoView({ block: 'center' }));
  await textarea!.click();
  await a.keyboard.type(COMMENT);
  await pressUntil(
    a,
    'biz-comments',
    'submit',
    '[part~=notice]',
    'the comment sent for moderation',
  );
  await quiet(a);
}

/** Tab B, holding the store from before the sign-in, bookmark and comment, votes in the poll. */
async function voteInStaleTab(b: Page) {
  await b.bringToFront();
  await b.evaluate(() => {
    const root = document.querySelector('biz-poll')?.shadowRoot;
    root?.querySelector<HTMLInputElement>('input[type=radio]')?.click();
  });
  await pressUntil(b, 'biz-poll', 'vote', '[part~=results]', 'the poll results');
  await quiet(b);
}

/** After a demo-clock minute and a trip to another page, tab A still shows everything. */
async function checkAfterPages(a: Page, origin: string) {
  await a.bringToFront();
  // The demo's moderator approves a comment 30 s (demo clock) after it was sent.
  await panelButton(a, 'demo-advance');
  await visit(a, origin, 'news.html', ['biz-news-list']);
  await visit(a, origin, 'index.html', ARTICLE_TAGS);
  const after = await articleState(a);
  expectEqual('the sum after pages', after.sum, '+18');
  expectEqual('«+» after pages', after.plus, 'true');
  expectEqual('the posted comment after pages', after.comment, true);
  // The demo's queue also publishes a seed comment every 40 s: the count is over the seed's 40.
  const title = Number.parseInt(after.count ?? '', 10);
  const list = Number.parseInt(after.listCount, 10);
  if (!(title > 40 && list >= title && list <= title + 1)) {
    throw new Error(`the count under the title: ${after.count}, the list's: ${after.listCount}`);
  }
  expectEqual('the poll after pages', after.pollResults, true);
  expectEqual('the bookmark after pages', await pressed(a, 'biz-bookmark', 'button'), 'true');
}

async function checkProfile(a: Page, origin: string, avatar: string) {
  await visit(a, origin, 'profile.html', ['biz-profile']);
  const favourites = await a.$$eval('[slot=favourites] .favourite__title', (els) =>
    els.map((el) => el.textContent?.trim() ?? ''),
  );
  if (!favourites[0]?.includes('Ока-Восток') || favourites.length !== 4) {
    throw new Error(`favourites: ${JSON.stringify(favourites)}, expected the article first of 4`);
  }
  writeFileSync(avatar, await a.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } }));
  await chooseAvatar(a, avatar);
  await pressUntil(
    a,
    'biz-profile',
    'upload',
    '[part~=current-userpic][src*="/userpics/uploaded/"]',
    'the new avatar',
  );
  await quiet(a);
  await visit(a, origin, 'profile.html', ['biz-profile']);
  const userpic = await a.evaluate(() => {
    const img = document
      .querySelector('biz-profile')
      ?.shadowRoot?.querySelector<HTMLImageElement>('[part~=current-userpic]');
    return img ? { src: img.getAttribute('src') ?? '', loaded: img.naturalWidth > 0 } : null;
  });
  if (!userpic?.src.includes('/userpics/uploaded/')) {
    throw new Error(`the avatar after a reload: ${JSON.stringify(userpic)}`);
  }
}

async function resetInTabA(a: Page, origin: string) {
  // Listening before the click: a reset that reloads at once would be missed.
  await Promise.all([
    a.waitForNavigation({ waitUntil: 'load', timeout: 60_000 }),
    panelButton(a, 'demo-reset'),
  ]);
  await visit(a, origin, 'index.html', ARTICLE_TAGS);
  const reset = await articleState(a);
  expectEqual('the sum after the reset', reset.sum, '+17');
  expectEqual('«+» after the reset', reset.plus, 'false');
  expectEqual('the posted comment after the reset', reset.comment, false);
  expectEqual('the count after the reset', reset.count, reset.listCount);
  expectEqual('the seed comment count', reset.count, '40 комментариев');
  expectEqual('the poll after the reset', reset.pollResults, false);
  await signIn(a);
  await quiet(a);
  await visit(a, origin, 'index.html', ARTICLE_TAGS);
  expectEqual('the bookmark after the reset', await pressed(a, 'biz-bookmark', 'button'), 'false');
  await visit(a, origin, 'profile.html', ['biz-profile']);
  const seedPic = await a.evaluate(
    () =>
      document
        .querySelector('biz-profile')
        ?.shadowRoot?.querySelector('[part~=current-userpic]')
        ?.getAttribute('src') ?? '',
  );
  expectEqual('the avatar after the reset', seedPic, '/userpics/sokolova.svg');
  const seedFavourites = await a.$$eval('[slot=favourites] [data-fav]', (els) => els.length);
  expectEqual('favourites after the reset', seedFavourites, 3);
}

/** Runs the check above: one line per part; throws at the first failure. */
export async function demoMemory(browser: Browser): Promise<string[]> {
  const { server, origin } = await startDemo();
  const context = await browser.createBrowserContext();
  const dir = mkdtempSync(join(tmpdir(), 'biz-demo-memory-'));
  const avatar = join(dir, 'avatar.png');
  const lines: string[] = [];
  try {
    const a = await articleTab(context, origin);
    await voteInTabA(a);
    const b = await articleTab(context, origin);
    expectEqual('the sum in a second tab', await partText(b, 'biz-article-rating', 'sum'), '+18');
    lines.push('a vote shows in a tab opened after it');

    await bookmarkAndComment(a);
    await voteInStaleTab(b);
    await checkAfterPages(a, origin);
    lines.push(
      'after another page: +18 with «+» pressed, the bookmark on, the poll results, the comment, the count under the title as in the list (a stale tab undid nothing)',
    );

    await checkProfile(a, origin, avatar);
    lines.push('the profile lists the bookmarked article; a new avatar stays after a reload');

    await resetInTabA(a, origin);
    await b.bringToFront();
    await visit(b, origin, 'index.html', ARTICLE_TAGS);
    expectEqual(
      'the sum in the other tab after the reset',
      await partText(b, 'biz-article-rating', 'sum'),
      '+17',
    );
    lines.push(
      '«Сбросить данные»: +17, «+» not pressed, the seed comments, the poll form, the seed avatar, favourites and bookmark, in both tabs',
    );
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
