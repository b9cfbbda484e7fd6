/**
 * `npm run test:e2e`: the built bundle (dist/) as partners and ops meet it, in the system
 * Chromium, on loopback only: three origins (CDN, partner page, API) and a deploy that
 * changes the version under an open page; the demo pages on the demo dev server (axe in light
 * and dark at 1280 and 375 px, as a first visitor and in the states a reader meets, the skip
 * link, reflow at 320 px); the demo's memory across reloads, pages and tabs (demo-memory.ts); a
 * keyboard walk of the article
 * (Tab stops through the comments, nothing focused hidden by the push prompt); then the demo
 * walk (demo-walk.ts): every demo page in Chromium, Firefox ESR and WebKitGTK (`-- --engine
 * webkit` for one), in a process of its own beside the other checks. Prints each check's seconds and `N passed, N failed`; exits 1 on a failure.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { launch } from './browser.ts';
import { demoMemory } from './demo-memory.ts';
import { demoPages } from './demo-pages.ts';
import { keyboardWalk } from './keyboard-walk.ts';
import { deploySkew } from './deploy-skew.ts';
import { threeOrigins } from './three-origins.ts';

const checks: [string, typeof threeOrigins][] = [
  ['three origins', threeOrigins],
  ['deploy skew', deploySkew],
  ['demo pages', demoPages],
  ['demo memory', demoMemory],
  ['keyboard walk', keyboardWalk],
];
const since = (start: number) => Math.round((Date.now() - start) / 1000);
const walkLines: Buffer[] = [];
/**
 * Starts the demo walk in a process of its own (it mostly waits on page loads in Firefox and
 * WebKit, so it runs beside the Chromium checks; in this process its dev server slowed theirs
 * for the rest of the run); its output is kept and printed when it ends. Resolves to whether it
 * passed and its seconds.
 */
const startWalk = (walkStart = Date.now()) =>
  new Promise<{ ok: boolean; seconds: number }>((resolve) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, join(import.meta.dirname, 'demo-walk.ts'), ...process.argv.slice(2)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk: Buffer) => walkLines.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => walkLines.push(chunk));
    child.on('close', (status) => resolve({ ok: status === 0, seconds: since(walkStart) }));
  });
let walk: ReturnType<typeof startWalk> | undefined;
// `localhost` is the API's host in the three-origin check: another site than 127.0.0.1.
const browser = await launch(['--host-resolver-rules=MAP localhost 127.0.0.1']);
let passed = 0;
let failed = 0;
const seconds: [string, number][] = [];
try {
  for (const [name, check] of checks) {
    // After the two checks that build the bundle (deploy skew builds it twice) and time a page's
    // first element against that build: beside the walk's start they missed their 15 s.
    if (name === 'demo pages') walk = startWalk();
    const start = Date.now();
    try {
      for (const line of await check(browser)) console.log(`  ok  ${name}: ${line}`);
      passed += 1;
    } catch (error) {
      failed += 1;
      console.error(`  FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    seconds.push([name, since(start)]);
  }
} finally {
  await browser.close();
}
const walked = await (walk ?? startWalk());
process.stdout.write(Buffer.concat(walkLines));
if (walked.ok) passed += 1;
else failed += 1;
seconds.push(['demo walk (beside the others)', walked.seconds]);
console.log(`e2e, seconds per check: ${seconds.map(([name, s]) => `${name} ${s}`).join(', ')}`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
