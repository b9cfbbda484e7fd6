/**
 * A keyboard-only reader: Tab through demo/index.html at 1280 and 375 px with `<biz-push-prompt>`
 * shown. Fails when passing `<biz-comments>` (40 comments) takes more than
 * {@link MAX_COMMENT_STOPS} stops, when a focused control is hidden behind the prompt, or when the
 * walk never reaches the prompt. Prints the Tab stops in all, inside the comments, and hidden.
 */
import type { Browser, Page } from 'puppeteer-core';
import { dropPageStart, focusPageStart } from './browser.ts';
import { open, startDemo } from './demo-pages.ts';

/** "At most a few Tab stops" to pass the comments: the skip links, the list, the form's fields. */
const MAX_COMMENT_STOPS = 12;

/** The most Tab presses of one walk (the article page has about a hundred stops outside comments). */
const MAX_STOPS = 600;

interface Stop {
  name: string;
  inComments: boolean;
  inPrompt: boolean;
  hidden: boolean;
}

/** Focus after one Tab press, read through shadow roots (also used by tab-order.ts). */
export function readStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    // Two frames: the prompt moves out of focus's way on focusin, the browser scrolls to focus.
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const hosts: string[] = [];
    for (let n: Node | null = el; n;) {
      const root = n.getRootNode();
      if (root instanceof ShadowRoot) {
        hosts.push(root.host.localName);
        n = root.host;
      } else n = null;
    }
    const inComments = hosts.includes('biz-comments') || !!el.closest('biz-comments');
    const inPrompt = hosts.includes('biz-push-prompt') || !!el.closest('biz-push-prompt');
    const box = el.getBoundingClientRect();
    let hidden = false;
    if (!inPrompt && box.width > 0 && box.height > 0) {
      // The centre of the control's part in the viewport: a tall comment is scrolled to its top.
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, innerHeight);
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(top + (bottom - top) / 2, 0), innerHeight - 1);
      let hit: Element | null = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      for (let n: Node | null = hit; n;) {
        if (n instanceof Element && n.localName === 'biz-push-prompt') hidden = true;
        const root = n.getRootNode();
        n = n.parentNode ?? (root instanceof ShadowRoot ? root.host : null);
      }
    }
    const label =
      el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      name: `${hosts.join('>') || 'page'}: ${el.localName} «${label}»`,
      inComments,
      inPrompt,
      hidden,
    };
  });
}

async function walk(page: Page): Promise<Stop[]> {
  await focusPageStart(page);
  const stops: Stop[] = [];
  for (let i = 0; i < MAX_STOPS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await readStop(page);
    if (!stop) break;
    if (i > 0 && stop.name === stops[0]?.name) break; // wrapped to the top
    stops.push(stop);
  }
  await dropPageStart(page);
  return stops;
}

/** Runs the walk at 1280 and 375 px; one line of figures per width, or throws with the problems. */
export async function keyboardWalk(browser: Browser): Promise<string[]> {
  const { server, origin } = await startDemo();
  // A fresh profile: no pushDelay / pushDND cookie from an earlier visit holds the prompt back.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const lines: string[] = [];
  const problems: string[] = [];
  try {
    for (const width of [1280, 375]) {
      await page.deleteCookie(...(await page.cookies(origin)));
      await open(page, `${origin}/index.html`, 'light', width);
      await page.evaluate(() =>
        document.querySelector('biz-push-prompt')?.setAttribute('delay', '0'),
      );
      await page
        .waitForFunction(
          () =>
            !!document
              .querySelector('biz-push-prompt')
              ?.shadowRoot?.querySelector('[role="dialog"]'),
          { timeout: 20_000, polling: 100 },
        )
        .catch(() => problems.push(`${width}px: the push prompt never appeared`));
      const stops = await walk(page);
      const inComments = stops.filter((s) => s.inComments).length;
      const hidden = stops.filter((s) => s.hidden);
      const promptAt = stops.findIndex((s) => s.inPrompt);
      lines.push(
        `${width}px: ${stops.length} Tab stops, ${inComments} in the comments, ` +
          `${hidden.length} hidden behind the push prompt, prompt reached at stop ${promptAt + 1}`,
      );
      if (inComments > MAX_COMMENT_STOPS)
        problems.push(`${width}px: ${inComments} Tab stops inside <biz-comments>`);
      for (const h of hidden.slice(0, 10))
        problems.push(`${width}px: hidden by the prompt: ${h.name}`);
      if (promptAt < 0) problems.push(`${width}px: the walk never reached the push prompt`);
    }
  } finally {
    await page.close();
    await context.close();
    await server.close();
  }
  if (problems.length) throw new Error(`${problems.join('\n    ')}\n    ${lines.join('\n    ')}`);
  return lines;
}
