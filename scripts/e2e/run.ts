/**
 * `npm run test:e2e` (built dist/, system Chromium, loopback only): three origins, deploy skew,
 * the demo pages (axe, skip link, reflow), the demo's memory, a keyboard walk of the article,
 * then the demo walk in Chromium, Firefox ESR and WebKitGTK (`-- --engine webkit` for one).
 * Prints each check's seconds and `N passed, N failed`; exit 1 on a failure.
 */
import { launch } from './browser.ts';
import { demoMemory } from './demo-memory.ts';
import { demoPages } from './demo-pages.ts';
import { keyboardWalk } from './keyboard-walk.ts';
import { deploySkew } from './deploy-skew.ts';
import { demoWalk, enginesFromArgs } from './demo-walk.ts';
import { threeOrigins } from './three-origins.ts';

const checks: [string, typeof threeOrigins][] = [
  ['three origins', threeOrigins],
  ['deploy skew', deploySkew],
  ['demo pages', demoPages],
  ['demo memory', demoMemory],
  ['keyboard walk', keyboardWalk],
];
// `localhost` is the API's host in the three-origin check: another site than 127.0.0.1.
const browser = await launch(['--host-resolver-rules=MAP localhost 127.0.0.1']);
let passed = 0;
let failed = 0;
const seconds: [string, number][] = [];
const since = (start: number) => Math.round((Date.now() - start) / 1000);
try {
  for (const [name, check] of checks) {
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
const walkStart = Date.now();
try {
  const walk = await demoWalk(enginesFromArgs(process.argv.slice(2)));
  if (walk.failed) failed += 1;
  else passed += 1;
} catch (error) {
  failed += 1;
  console.error(`  FAIL demo walk: ${error instanceof Error ? error.message : String(error)}`);
}
seconds.push(['demo walk', since(walkStart)]);
console.log(`e2e, seconds per check: ${seconds.map(([name, s]) => `${name} ${s}`).join(', ')}`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
