/**
 * Deploy skew (docs/partners.md "Deploying"): a page loaded autoloader version 1, the CDN
 * switches to version 2 (two builds in temp folders), and a tag that appears later must render.
 * The documented deploy (copy over, delete nothing) keeps the v1 chunk; a deploy that deleted it
 * makes the chunk 404, the element report `biz-error` kind `load`, and the autoloader retry until
 * the old chunks are back, rendering without a reload.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { waitFor, waitInPage } from './browser.ts';
import { startCdn, type Cdn } from './cdn.ts';
import { childEnv } from '../support/child-env.ts';

const ROOT = join(import.meta.dirname, '..', '..');
function buildVersion(version: string, into: string): string {
  const out = join(into, version);
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', out, '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: { ...childEnv(), BIZ_VERSION: version },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return out;
}

const chunkOf = (dir: string, tag: string) =>
  readdirSync(join(dir, 'chunks')).find((f) => f.startsWith(`${tag}-`) && f.endsWith('.js'))!;

/** A page that loads the autoloader with one element, and can add a late one. */
async function openPage(browser: Browser, cdn: Cdn): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><html lang="ru"><head><meta charset="utf-8">
    <script type="module" src="${cdn.origin}/biz-widgets.js"></script></head>
    <body><article id="body"><h2>Раздел</h2><p>Текст.</p><h2>Второй раздел</h2></article>
    <biz-text-size for="body"></biz-text-size></body></html>`);
  await waitInPage(
    page,
    'the first element',
    `customElements.get('biz-text-size') && !!document.querySelector('biz-text-size').shadowRoot?.querySelector('[part~=medium]')`,
  );
  await page.evaluate(() => {
    (window as unknown as { loadErrors: unknown[] }).loadErrors = [];
    document.addEventListener('biz-error', (e) =>
      (window as unknown as { loadErrors: unknown[] }).loadErrors.push((e as CustomEvent).detail),
    );
  });
  return page;
}

const addLateTag = (page: Page) =>
  page.evaluate(() => {
    const toc = document.createElement('biz-toc');
    toc.setAttribute('for', 'body');
    document.body.append(toc);
  });

const tocRendered = `!!document.querySelector('biz-toc')?.shadowRoot?.querySelector('[part~=link]')`;

/** Runs both scenarios: one line each; throws when one fails. */
export async function deploySkew(browser: Browser): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'biz-skew-'));
  const results: string[] = [];
  const v1 = buildVersion('1.0.0-skew.1', work);
  const v2 = buildVersion('1.0.0-skew.2', work);
  const oldToc = chunkOf(v1, 'biz-toc');
  if (chunkOf(v2, 'biz-toc') === oldToc) throw new Error('the two builds share the toc chunk');
  const live = join(work, 'cdn');
  const cdn = await startCdn(live);
  try {
    cpSync(v1, live, { recursive: true });
    let page = await openPage(browser, cdn);
    cpSync(v2, live, { recursive: true, force: true });
    await addLateTag(page);
    await waitInPage(page, 'the late tag (kept chunks)', tocRendered);
    if (!cdn.log.some((r) => r.path === `/chunks/${oldToc}` && r.status === 200)) {
      throw new Error('the late tag did not load its version 1 chunk');
    }
    results.push(`kept chunks: a late <biz-toc> rendered from version 1's ${oldToc}`);
    await page.close();

    rmSync(live, { recursive: true, force: true });
    cpSync(v1, live, { recursive: true });
    cdn.log.length = 0;
    page = await openPage(browser, cdn);
    rmSync(live, { recursive: true, force: true });
    cpSync(v2, live, { recursive: true });
    await addLateTag(page);
    await waitInPage(
      page,
      'biz-error kind load',
      `window.loadErrors.some((d) => d.kind === 'load')`,
    );
    await waitFor(
      'a second try of the chunk',
      () => cdn.log.filter((r) => r.path === `/chunks/${oldToc}` && r.status === 404).length >= 2,
      30_000,
    );
    cpSync(v1, live, { recursive: true, force: false }); // ops restore the old chunks
    await waitInPage(page, 'the late tag after the restore', tocRendered, 60_000);
    const tries = cdn.log.filter((r) => r.path === `/chunks/${oldToc}`).length;
    results.push(
      `deleted chunks: biz-error kind load, ${tries} tries, rendered once the chunk was back`,
    );
    await page.close();
    return results;
  } finally {
    await cdn.close();
    rmSync(work, { recursive: true, force: true });
  }
}
