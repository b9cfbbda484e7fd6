/**
 * A demo that remembers, in Chromium on the demo dev server, in a fresh browser
 * profile (so it starts from the seed): what a tester does stays across reloads, pages and
 * tabs, and «Сбросить данные» brings the seed back.
 *
 * Tab A votes «+» on the article (+17 → +18); tab B, opened after, shows +18. Signed in, A
 * bookmarks the article and posts a comment; B, whose copy of the store is older, votes in the
 * poll (it must not undo A's changes). The demo clock moves a minute (the moderator approves the
 * comment); A goes to the news page and back: +18 with «+» pressed, the bookmark on, the poll's
 * results, the comment in the list and its count under the title (the list's count). On the profile the
 * bookmarked article is in the favourites; a new avatar is still there after a reload. Then
 * «Сбросить данные»: +17, «+» not pressed, 40 comments without the new one, the poll's form, and
 * once signed in again the seed avatar and favourites, the bookmark off.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { waitInPage } from './browser.ts';
import { signIn, startDemo } from './demo-pages.ts';

/** The comment the check posts (unique enough to find). */
const COMMENT = 'Проверка памяти демо: комментарий остаётся после перехода';

/** Opens `path` and waits for the demo backend and the rendered first state of `tags`. */
async function visit(page: Page, origin: string, path: string, tags: string[]) {
  await page.goto(`${origin}/${path}`, { waitUntil: 'load', timeout: 60_000 });
  await reached(page, path, tags);
}

/** Waits, on the page now shown, for the demo backend and the rendered state of `tags`. */
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

/** Text of the first `[part~=part]` in `host`'s shadow root ('' when none). */
function partText(page: Page, host: string, part: string): Promise<string> {
  return page.evaluate(
    (h, p) =>
      document.querySelector(h)?.shadowRoot?.querySelector(`[part~=${p}]`)?.textContent?.trim() ??
      '',
    host,
    part,
  );
}

/** `aria-pressed` of the first `[part~=part]` in `host`'s shadow root. */
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

/** Clicks the first `[part~=part]` in `host`'s shadow root. */
async function press(page: Page, host: string, name: string) {
  const handle = await part(page, host, name);
  await handle.evaluate((el) => (el as HTMLElement).scrollIntoView({ block: 'center' }));
  await handle.click();
}

/**
 * The element with part `name` in the shadow root of the first `host`, once it is there (polled
 * every 50 ms, for at most `ms`). Not `waitForSelector('host >>> …')`: that re-checks on the
 * document's mutations, and a change inside a shadow root is none, so a control that appeared
 * with nothing else changing could go unseen (here a 10 s wait missed «Сохранить аватар» while
 * the card showed it; a CI run failed on the same wait).
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

/**
 * Chooses the file `path` in `<biz-profile>`'s file input and waits for «Сохранить аватар».
 * Throws, with what the card says, when it does not come.
 */
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

/** Throws `what` unless `actual` equals `expected`. */
function expectEqual(what: string, actual: unknown, expected: unknown) {
  if (actual !== expected) {
    throw new Error(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  }
}

/** Opens the demo panel and clicks one of its buttons (`#id`). */
async function panelButton(page: Page, id: string) {
  const open = await page.$eval('#demo-panel', (el) => (el as HTMLElement).dataset.open);
  if (open !== 'true') await page.click('#demo-panel-toggle');
  await page.click(`#${id}`);
}

/**
 * What the article page shows of the state the check changes, once the comment list is in whole
 * (its feed no longer `aria-busy`: the list renders in slices, and a new comment comes last).
 */
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
    pollResults: await page.evaluate(
      () => !!document.querySelector('biz-poll')?.shadowRoot?.querySelector('[part~=results]'),
    ),
  };
}

const ARTICLE_TAGS = ['biz-article-rating', 'biz-bookmark', 'biz-comments', 'biz-poll'];

/**
 * Clicks the first `[part~=name]` in `host`'s shadow root and waits until that shadow root has
 * a `shown` (a selector; `what` names it in an error).
 */
async function pressUntil(page: Page, host: string, name: string, shown: string, what: string) {
  await press(page, host, name);
  await waitInPage(
    page,
    what,
    `!!document.querySelector('${host}')?.shadowRoot?.querySelector('${shown}')`,
  );
}

/** A new tab of `context` on the article page, 1280×900. */
async function articleTab(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await visit(page, origin, 'index.html', ARTICLE_TAGS);
  return page;
}

/** Tab A votes «+» on the article: the seed +17 becomes +18. */
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

/** Tab A signs in, bookmarks the article and posts COMMENT. */
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

/**
 * Tab B, which still holds the store as it was before the sign-in, the bookmark and the
 * comment, votes in the poll.
 */
async function voteInStaleTab(b: Page) {
  await b.bringToFront();
  await b.evaluate(() => {
    const root = document.querySelector('biz-poll')?.shadowRoot;
    root?.querySelector<HTMLInputElement>('input[type=radio]')?.click();
  });
  await pressUntil(b, 'biz-poll', 'vote', '[part~=results]', 'the poll results');
  await quiet(b);
}

/** After the demo clock moved and A went to another page and back, everything is still there. */
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
  // The demo's queue publishes a seed comment every 40 s as well: the count under the title
  // is more than the seed's 40, and the list (fetched a moment later) has it or one more.
  const title = Number.parseInt(after.count ?? '', 10);
  const list = Number.parseInt(after.listCount, 10);
  if (!(title > 40 && list >= title && list <= title + 1)) {
    throw new Error(`the count under the title: ${after.count}, the list's: ${after.listCount}`);
  }
  expectEqual('the poll after pages', after.pollResults, true);
  expectEqual('the bookmark after pages', await pressed(a, 'biz-bookmark', 'button'), 'true');
}

/** The profile lists the bookmarked article; a new avatar (written to `avatar`) stays after a reload. */
async function checkProfile(a: Page, origin: string, avatar: string) {
  await visit(a, origin, 'profile.html', ['biz-profile']);
  const favourites = await a.$$eval('[slot=favourites] .favourite__title', (els) =>
    els.map((el) => el.textContent?.trim() ?? ''),
  );
  if (!favourites[0]?.includes('Ока-Восток') || favourites.length !== 4) {
    throw new Error(`favourites: ${JSON.stringify(favourites)}, expected the article first of 4`);
  }
  // The new avatar: a real PNG, a corner of the page as the browser paints it.
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

/** «Сбросить данные» in A brings the seed back: the article, then the profile once signed in. */
async function resetInTabA(a: Page, origin: string) {
  // Listening before the click: a reset that reloads at once was otherwise missed (a 60 s
  // navigation timeout, once in three runs here).
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
  // The queue publishes its first comment 40 s after the reset.
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

/** Runs the check of the module comment; one line per part, or throws at the first failure. */
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launch } = await import('./browser.ts');
  const browser = await launch();
  try {
    for (const line of await demoMemory(browser)) console.log(`  ok  demo memory: ${line}`);
  } catch (error) {
    console.error(`  FAIL demo memory: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
