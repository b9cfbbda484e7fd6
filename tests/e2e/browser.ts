/** Headless system Chromium for the e2e checks (loopback only), and small waiting helpers. */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChrome } from '../../scripts/find-chrome.mjs';

/** Launches the system Chromium headless (extra `args` appended); throws when there is none. */
export async function launch(args: string[] = []): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('Chromium not found: apt-get install chromium');
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

/** Polls `check` in the page until it returns true, or throws after `ms` with `what`. */
export async function waitInPage(page: Page, what: string, check: string, ms = 15_000) {
  try {
    await page.waitForFunction(check, { timeout: ms, polling: 50 });
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
}

/** Polls a Node-side condition until true, or throws after `ms`. */
export async function waitFor(what: string, check: () => boolean, ms = 15_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Focuses a throwaway target atop `<body>`, so the next Tab is a first Tab (see dropPageStart). */
export async function focusPageStart(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'e2e-page-start';
    document.body.prepend(start);
    start.focus();
  });
}

export async function dropPageStart(page: Page) {
  await page.evaluate(() => document.getElementById('e2e-page-start')?.remove());
}
