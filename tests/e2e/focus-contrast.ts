/**
 * `npm run focus:contrast` (not part of `npm test`): how visible each focus indicator on the demo
 * article page is, in pixels. Headless Chromium, 1280 px, light then dark: Tab from top to end;
 * at each stop screenshot the viewport focused and blurred (scrolled into view first, as a
 * browser does: clips in page coordinates drew the wrong place far down the page) and compare
 * the control plus 8 px around it. Changed pixels are the indicator; each one's WCAG 2.x contrast
 * of focused against unfocused colour (the idea of SC 1.4.11 / 2.4.13). A stop is **under 3:1**
 * when pixels changed by ≥ 3:1 cover less than a 1 px line round its box (2 × (width + height)).
 * Prints per scheme the stops, those under 3:1 and those not drawn; exit 1 if any is under 3:1.
 * Env: FOCUS_PAGE=/other.html, FOCUS_WIDTH=375, FOCUS_SHOTS=dir (keeps the shots under 3:1).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { dropPageStart, focusPageStart, launch } from './browser.ts';
import { open, startDemo } from './demo-pages.ts';

const shots = process.env.FOCUS_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });

const MAX_STOPS = 400;

/** Pixels around the focused control's box that the shots include (rings sit outside it). */
const PAD = 8;

interface Measured {
  name: string;
  /** The control's box in the viewport, CSS px, or null when not drawn. */
  clip: { x: number; y: number; width: number; height: number } | null;
}

/** A stop's shots: pixels changed at all, by ≥ 3:1 (`strong`), the best ratio (1: none). */
interface Change {
  changed: number;
  strong: number;
  best: number;
}

/** Focus after a Tab press, read through shadow roots; kept on `window` to blur and restore. */
function readFocus(page: Page): Promise<Measured | null> {
  return page.evaluate(async (pad) => {
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    (window as { focusStop?: Element | null }).focusStop = el;
    if (!el || el === document.body) return null;
    const hosts: string[] = [];
    for (let root = el.getRootNode(); root instanceof ShadowRoot;) {
      hosts.unshift(root.host.localName);
      root = root.host.getRootNode();
    }
    const label =
      el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = `${hosts.join('>') || 'page'}: ${el.localName} «${label ?? ''}»`;
    // A radio or checkbox shows focus on the label around it (the poll's cards): measure that.
    const box = (el.localName === 'input' && el.closest('label')) || el;
    let rect = box.getBoundingClientRect();
    const outside =
      rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth;
    if (outside && rect.width > 0 && rect.height > 0) {
      box.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
      rect = box.getBoundingClientRect();
    }
    const x = Math.max(0, Math.floor(rect.left - pad));
    const y = Math.max(0, Math.floor(rect.top - pad));
    const right = Math.min(innerWidth, Math.ceil(rect.right + pad));
    const bottom = Math.min(innerHeight, Math.ceil(rect.bottom + pad));
    if (rect.width === 0 || rect.height === 0 || right - x < 2 || bottom - y < 2) {
      return { name, clip: null };
    }
    return { name, clip: { x, y, width: right - x, height: bottom - y } };
  }, PAD);
}

function setFocus(page: Page, on: boolean): Promise<void> {
  return page.evaluate(async (focus) => {
    const el = (window as { focusStop?: HTMLElement | null }).focusStop;
    if (focus) el?.focus({ preventScroll: true });
    else el?.blur();
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  }, on);
}

/** Compares two PNG shots (base64) of the viewport inside `clip` (CSS px) in the page's canvas. */
function compare(
  page: Page,
  focused: string,
  unfocused: string,
  clip: NonNullable<Measured['clip']>,
): Promise<Change> {
  return page.evaluate(
    async (a, b, box) => {
      const pixels = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const scale = bitmap.width / innerWidth;
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(
          Math.round(box.x * scale),
          Math.round(box.y * scale),
          Math.max(1, Math.round(box.width * scale)),
          Math.max(1, Math.round(box.height * scale)),
        ).data;
      };
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);
      const [on, off] = await Promise.all([pixels(a), pixels(b)]);
      let changed = 0;
      let strong = 0;
      let best = 1;
      for (let i = 0; i < on.length; i += 4) {
        const delta =
          Math.abs(on[i]! - off[i]!) +
          Math.abs(on[i + 1]! - off[i + 1]!) +
          Math.abs(on[i + 2]! - off[i + 2]!);
        if (delta <= 12) continue; // antialiasing noise
        changed += 1;
        const [hi, lo] = [luminance(on, i), luminance(off, i)].sort((x, y) => y - x);
        const ratio = (hi! + 0.05) / (lo! + 0.05);
        if (ratio >= 3) strong += 1;
        if (ratio > best) best = ratio;
      }
      return { changed, strong, best };
    },
    focused,
    unfocused,
    clip,
  );
}

/** One walk in `scheme`, printed; the number of stops under 3:1. */
async function walk(page: Page, origin: string, scheme: 'light' | 'dark'): Promise<number> {
  const path = process.env.FOCUS_PAGE ?? '/index.html';
  const width = Number(process.env.FOCUS_WIDTH ?? 1280);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await open(page, `${origin}${path}`, scheme, width);
  await focusPageStart(page);
  const under: string[] = [];
  const unseen: string[] = [];
  let first = '';
  let stops = 0;
  for (let i = 0; i < MAX_STOPS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await readFocus(page);
    if (!stop || (i > 0 && stop.name === first)) break;
    if (i === 0) first = stop.name;
    stops += 1;
    if (!stop.clip) {
      unseen.push(stop.name);
      continue;
    }
    const shot = () =>
      page.screenshot({
        encoding: 'base64',
        type: 'png',
        captureBeyondViewport: false,
      }) as Promise<string>;
    const focused = await shot();
    await setFocus(page, false);
    const unfocused = await shot();
    await setFocus(page, true);
    const change = await compare(page, focused, unfocused, stop.clip);
    const inner = {
      width: Math.max(1, stop.clip.width - 2 * PAD),
      height: Math.max(1, stop.clip.height - 2 * PAD),
    };
    const line = 2 * (inner.width + inner.height);
    if (change.strong < line) {
      if (shots) {
        writeFileSync(join(shots, `${scheme}-${stops}-focused.png`), focused, 'base64');
        writeFileSync(join(shots, `${scheme}-${stops}-unfocused.png`), unfocused, 'base64');
      }
      under.push(
        `${stops}. ${stop.name}: best ${change.best.toFixed(2)}:1, ${change.strong} px at 3:1+ ` +
          `of ${line} (${change.changed} px changed)`,
      );
    }
  }
  await dropPageStart(page);
  console.log(
    `${scheme}, ${width} px, ${path}: ${stops} Tab stops, ${under.length} under 3:1, ` +
      `${unseen.length} not drawn`,
  );
  for (const line of under) console.log(`  under 3:1: ${line}`);
  for (const name of unseen) console.log(`  not drawn: ${name}`);
  return under.length;
}

async function main(): Promise<number> {
  const { server, origin } = await startDemo();
  const browser = await launch();
  let under = 0;
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    // tsx names functions inside `evaluate` callbacks through a Node-only `__name` helper: stub it.
    await page.evaluateOnNewDocument('globalThis.__name = (f) => f');
    for (const scheme of ['light', 'dark'] as const) under += await walk(page, origin, scheme);
  } finally {
    await browser.close();
    await server.close();
  }
  return under > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
