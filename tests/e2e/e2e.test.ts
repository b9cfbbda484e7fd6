/**
 * `npm run test:e2e` (built dist/, system Chromium, loopback only): three origins, deploy skew,
 * the demo pages (axe, skip link, reflow), the demo's memory, a keyboard walk of the article in
 * one Chromium, then the demo walk in Chromium, Firefox ESR and WebKitGTK (`E2E_ENGINES=webkit`
 * for one, `E2E_PAGES=index.html,news.html` for some pages). One check alone: `-- -t 'deploy'`.
 */
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch } from './browser.ts';
import { demoMemory } from './demo-memory.ts';
import { demoPages } from './demo-pages.ts';
import { demoWalk, enginesFrom, pagesFrom } from './demo-walk.ts';
import { deploySkew } from './deploy-skew.ts';
import { keyboardWalk } from './keyboard-walk.ts';
import { threeOrigins } from './three-origins.ts';

let browser: Browser;
// `localhost` is the API's host in the three-origin check: another site than 127.0.0.1.
beforeAll(async () => {
  browser = await launch(['--host-resolver-rules=MAP localhost 127.0.0.1']);
});
afterAll(() => browser?.close());

const checks = {
  'three origins': threeOrigins,
  'deploy skew': deploySkew,
  'demo pages': demoPages,
  'demo memory': demoMemory,
  'keyboard walk': keyboardWalk,
};
for (const [name, check] of Object.entries(checks)) {
  it(name, async () => {
    for (const line of await check(browser)) console.log(`ok  ${name}: ${line}`);
  });
}

it('demo walk', async () => {
  const walk = await demoWalk(
    enginesFrom(process.env.E2E_ENGINES),
    pagesFrom(process.env.E2E_PAGES),
  );
  // Loads retried after a timeout, repeated at the end of `npm test` (scripts/test-all.mjs).
  const retried = walk.lines.filter(
    (line) => line.startsWith('  ok') && line.includes('timed out'),
  );
  if (retried.length)
    console.log(`\nDemo walk, retried once (a flake to fix):\n${retried.join('\n')}`);
  expect(walk.failed, walk.lines.filter((line) => line.startsWith('FAIL')).join('\n')).toBe(0);
});
