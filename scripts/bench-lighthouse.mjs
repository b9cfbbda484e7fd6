// `node scripts/bench-lighthouse.mjs [--dist dist] [--pairs 3] [--page index]`
// (`npm run bench:lighthouse`): Lighthouse 12's default mobile run (simulated slow 4G, 4× CPU),
// performance only, of a demo page with the built bundle (A) and without it (B), served as
// scripts/bench-reader.mjs serves them, in interleaved pairs; prints each run, the medians, the
// median paired differences and their means with 95 % intervals (FCP, LCP and TTI judged against
// docs/architecture.md#budgets), our scripts' bootup time and long tasks. Lighthouse is no dependency:
// `npm i --no-save lighthouse@12`, or LIGHTHOUSE=path/to/core/index.js. Chromium is launched by
// Puppeteer (Lighthouse's own launcher lost the target here).
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChrome } from './find-chrome.mjs';
import { median, startBackend, startSite } from './bench-reader.mjs';
import { formatInterval, interval, judge } from './bench-stats.mjs';

const at = (name) => process.argv.indexOf(`--${name}`);
const arg = (name, fallback) => (at(name) > 0 ? process.argv[at(name) + 1] : fallback);
const dist = arg('dist', 'dist');
const pairs = Number(arg('pairs', 3));
const page = arg('page', 'index');
const PORT = 9333;

/** Lighthouse's Node API, or an error saying how to get it. */
async function loadLighthouse() {
  const specifier = process.env.LIGHTHOUSE ?? 'lighthouse';
  try {
    return (await import(specifier)).default;
  } catch {
    throw new Error(
      `Lighthouse not found (${specifier}): npm i --no-save lighthouse@12, or LIGHTHOUSE=<path to core/index.js>`,
    );
  }
}

const ours = (url) => /\/(biz-widgets[^/]*|chunks\/[^/]+)\.js/.test(url);

/** One Lighthouse run of `url` in a fresh Chromium; resolves to its figures (ms). */
async function run(lighthouse, url) {
  const browser = await puppeteer.launch({
    executablePath: findChrome(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${PORT}`],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: PORT,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const a = lhr.audits;
    const items = (id) => a[id]?.details?.items ?? [];
    return {
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      si: a['speed-index'].numericValue,
      tti: a.interactive.numericValue,
      tbt: a['total-blocking-time'].numericValue,
      bootup: items('bootup-time')
        .filter((i) => ours(i.url))
        .reduce((sum, i) => sum + i.total, 0),
      longTasks: items('long-tasks')
        .filter((i) => ours(i.url))
        .map((i) => `${i.url.split('/').pop()} ${Math.round(i.duration)} ms`),
      lcpElement: items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.selector ?? '?',
    };
  } finally {
    await browser.close();
  }
}

const lighthouse = await loadLighthouse();
const backend = await startBackend();
const site = await startSite(dist, backend.origin);
try {
  const path = `/${page === 'index' ? '' : `${page}.html`}`;
  const rows = [];
  for (let i = 0; i < pairs; i++) {
    const row = {};
    for (const widgets of i % 2 ? [true, false] : [false, true]) {
      row[widgets] = await run(lighthouse, `${site.origin}${path}${widgets ? '' : '?widgets=0'}`);
    }
    rows.push(row);
    console.log(`pair ${i + 1}: without ${JSON.stringify(row[false])}`);
    console.log(`        with ${JSON.stringify(row[true])}`);
  }
  const f = (x) => Math.round(x);
  console.log(`Lighthouse mobile, ${dist}, ${pairs} interleaved pairs, medians:`);
  // Budgets of the paired difference, ms (docs/architecture.md#budgets).
  for (const [key, name, budget] of [
    ['fcp', 'First Contentful Paint', 50],
    ['lcp', 'Largest Contentful Paint', 50],
    ['si', 'Speed Index'],
    ['tti', 'Time to Interactive', 200],
    ['tbt', 'Total Blocking Time'],
  ]) {
    const without = median(rows.map((r) => r[false][key]));
    const withW = median(rows.map((r) => r[true][key]));
    const diff = median(rows.map((r) => r[true][key] - r[false][key]));
    const mean = interval(
      rows.map((r) => r[true][key]),
      rows.map((r) => r[false][key]),
    );
    const verdict = budget === undefined ? '' : ` (budget <= +${budget}): ${judge(mean, budget)}`;
    console.log(`  ${name}: without ${f(without)}, with ${f(withW)}, paired difference ${f(diff)}`);
    console.log(`    mean: ${formatInterval(mean, { signed: true, unit: ' ms' })}${verdict}`);
  }
  console.log(`  bootup of our scripts: ${f(median(rows.map((r) => r[true].bootup)))} ms`);
  console.log(`  LCP element with widgets: ${rows[0][true].lcpElement}`);
} finally {
  site.server.close();
  backend.stop();
}
