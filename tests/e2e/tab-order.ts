/**
 * `npm run tab:order` (not in `npm test`, about 40 s): whether Shift+Tab walks the demo article
 * page in exactly the reverse of Tab's order, at 1280 and 375 px in Chromium. Prints both walks
 * and every difference (a stop met one way only, or a different stop at a position); exit 1 on one.
 */
import type { Page } from 'puppeteer-core';
import { launch } from './browser.ts';
import { open, startDemo } from './demo-pages.ts';
import { readStop } from './keyboard-walk.ts';

/** The most presses of one walk (the article page has about 105 stops). */
const MAX_STOPS = 400;

/** The focused control as "n name" (n kept on `window`, telling same-named ones apart), or null. */
async function readNumberedStop(page: Page): Promise<string | null> {
  const stop = await readStop(page);
  if (!stop) return null;
  const number = await page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const memo = window as unknown as { __stopIds?: WeakMap<Element, number>; __stops?: number };
    memo.__stopIds ??= new WeakMap();
    if (el && !memo.__stopIds.has(el))
      memo.__stopIds.set(el, (memo.__stops = (memo.__stops ?? 0) + 1));
    return el ? memo.__stopIds.get(el) : 0;
  });
  return `${number} ${stop.name}`;
}

/** Tab from the top to the end, then Shift+Tab back; returns both walks in Tab's order. */
async function walks(page: Page): Promise<{ forward: string[]; backward: string[] }> {
  const forward: string[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    const stop = await readNumberedStop(page);
    if (!stop || stop === forward[0]) break;
    forward.push(stop);
  }
  // From past the end (focus left the page, or wrapped to the first stop) back to the first.
  const backward: string[] = [];
  for (let i = 0; i < MAX_STOPS && backward.length <= forward.length; i++) {
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    const stop = await readNumberedStop(page);
    if (!stop) break;
    backward.push(stop);
  }
  backward.reverse();
  // One stop more than the page has: the wrap past the first stop.
  if (backward.length > forward.length) backward.shift();
  return { forward, backward };
}

function differences(forward: string[], backward: string[]): string[] {
  const lines: string[] = [];
  const inForward = new Set(forward);
  const inBackward = new Set(backward);
  for (const stop of forward) if (!inBackward.has(stop)) lines.push(`Tab only: ${stop}`);
  for (const stop of backward) if (!inForward.has(stop)) lines.push(`Shift+Tab only: ${stop}`);
  const a = forward.filter((s) => inBackward.has(s));
  const b = backward.filter((s) => inForward.has(s));
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i]) lines.push(`position ${i + 1}: Tab ${a[i]} | Shift+Tab ${b[i]}`);
  return lines;
}

const browser = await launch([]);
const demo = await startDemo();
let failed = 0;
try {
  for (const width of [1280, 375]) {
    const page = await browser.newPage();
    await open(page, `${demo.origin}/index.html`, 'light', width);
    const { forward, backward } = await walks(page);
    const found = differences(forward, backward);
    console.log(
      `${width} px: ${forward.length} stops by Tab, ${backward.length} by Shift+Tab, ${found.length} differences`,
    );
    for (const line of found.slice(0, 30)) console.log(`  ${line}`);
    if (found.length) failed += 1;
    await page.close();
  }
} finally {
  await browser.close();
  await demo.server.close();
}
process.exit(failed ? 1 : 0);
