// `node scripts/bench-reader.mjs` (or `npm run bench -- --reader`): the reader's figures against
// docs/architecture.md#budgets, on the demo pages with our script in place of the demo's (A) and
// without it (B), the built bundle served here, the demo backend (mocks/serve.ts) behind it.
// FCP, LCP, the page thread's CPU (scripts/trace-page.mjs), our longest task before LCP and to
// 10 s after load from traced, interleaved A/B pairs at 412×823 and 4× (medians of paired
// differences or ratios, means with 95 % intervals: scripts/bench-stats.mjs); page-thread work
// added, unthrottled; CLS; our JS reading the whole article; <biz-live> per poll; JS bytes per
// demo page. Flags: `--dist <dir>`, `--label react|preact` (picks the budget), `--only
// paint|untraced|work|cls|read|live|bytes`, `--keep biz-a,biz-b` (other tags made inert;
// BENCH_READER_KEEP), `--runs N` (BENCH_READER_RUNS, 3), `--json FILE`, `--verbose`.
// BENCH_READER_NETWORK=1: the work and untraced views with Puppeteer's Network domain on (off by
// default).
// BENCH_READER_CLS_RUNS: views per CLS case (1); BENCH_READER_UNTRACED: untraced views per visit
// for target 1 (15: fewer leave its interval wider than the budget's margin), BENCH_READER_VISITS
// (`first` or `returning`) only one visit's; BENCH_READER_TRACE=dir keeps each traced view's
// trace there (scripts/profile-top.mjs reads one); BENCH_READER_PROFILE=dir a CPU profile of each
// untraced view with widgets.
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { installManualClock } from './bench-clock.mjs';
import { CHROMIUM_ARGS, findChrome } from './find-chrome.mjs';
import { asReaderTab } from './reader-tab.mjs';
import {
  formatInterval,
  formatShare,
  interval,
  judge,
  median,
  oddRuns,
  share,
} from './bench-stats.mjs';
import { isOurScript, PAGE_TRACE_CATEGORIES, pageFigures } from './trace-page.mjs';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/** A demo page's HTML with partials, script A or B; `keep`: other tags made `<x-biz-…>`. */
async function pageHtml(name, withWidgets, keep = null) {
  const { expandPage } = await tsImport('../demo/build/partials.ts', import.meta.url);
  const html = expandPage(readFileSync(join('demo', `${name}.html`), 'utf8'), `${name}.html`);
  // The tag as README («Embedding») gives it to partners.
  const script = withWidgets
    ? '<script type="module" fetchpriority="low" src="/biz-widgets.js"></script>'
    : '';
  const demoScript = /<script type="module" src="\.\/demo\.ts"><\/script>/;
  if (!demoScript.test(html)) throw new Error(`${name}.html: the demo script tag was not found`);
  const kept = keep
    ? html.replace(/(<\/?)(biz-[\w-]+)/g, (tag, open, name) =>
        keep.includes(name) ? tag : `${open}x-${name}`,
      )
    : html;
  return kept.replace(demoScript, script);
}

const tagList = (list) => list?.split(',').filter(Boolean);

/**
 * The work and untraced views with Puppeteer's Network domain on (BENCH_READER_NETWORK=1), as every
 * such figure before 6 December 2026; off by default.
 */
const NETWORK = process.env.BENCH_READER_NETWORK === '1';

/** Starts the demo backend (tsx mocks/serve.ts) on a free port; resolves to its origin and a stop. */
export function startBackend() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (data) => {
      out += String(data);
      const match = /(http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve({ origin: match[1], stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`demo backend exited (${code}): ${out}`)));
  });
}

/** Demo files, the bundle from `dist`, the rest proxied to the backend; `keep`: see pageHtml. */
export async function startSite(dist, backend, keep = null) {
  const target = new URL(backend);
  const pages = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname;
    if (path === '/blank') {
      const html =
        '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title></head><body><div id="slot"></div><script type="module" src="/biz-widgets.js"></script></body></html>';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const page = /^\/(?:([\w-]+)\.html)?$/.exec(path);
    if (page && req.method === 'GET') {
      const name = page[1] ?? 'index';
      if (existsSync(join('demo', `${name}.html`))) {
        // Expanded once per page and variant: the TypeScript import takes seconds, not to be timed.
        const key = `${name}:${url.searchParams.get('widgets') !== '0'}`;
        if (!pages.has(key))
          pages.set(key, pageHtml(name, url.searchParams.get('widgets') !== '0', keep));
        const html = await pages.get(key);
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
        return;
      }
    }
    const safe = normalize(path).replace(/^([/\\])+/, '');
    const file = [
      path.endsWith('.js') ? join(dist, safe) : null,
      path.endsWith('.css') ? join('demo', safe) : null,
      join('demo/public', safe),
    ].find((f) => f && existsSync(f) && !f.endsWith('/'));
    if (file && req.method === 'GET') {
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
        return;
      } catch {
        /* a folder: to the backend */
      }
    }
    const proxied = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/**
 * The visits the untraced views take: both (`returning` false, then true), or the one that
 * BENCH_READER_VISITS names (`first` or `returning`), to measure one visit in half the time.
 */
function visits() {
  const only = process.env.BENCH_READER_VISITS;
  if (only === 'first') return [false];
  if (only === 'returning') return [true];
  return [false, true];
}

/** In the page first: collects layout shifts, scrolls to `scrollTo` or by 80 % every `steps` ms. */
function probe(scrollTo, steps) {
  const shifts = [];
  window.__shifts = shifts;
  // Each script entry point of 5 ms or more in a frame over 50 ms (Long Animation Frames API).
  const frames = [];
  window.__frames = frames;
  // Each tag's define, [tag, start, end] (ms), to name the tag of a define's long entry.
  const defines = [];
  window.__defines = defines;
  const define = customElements.define.bind(customElements);
  customElements.define = (tag, ...rest) => {
    const start = performance.now();
    try {
      return define(tag, ...rest);
    } finally {
      defines.push([tag, start, performance.now()]);
    }
  };
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        frames.push({
          at: entry.startTime,
          duration: entry.duration,
          scripts: entry.scripts.map((s) => ({
            url: s.sourceURL,
            start: s.startTime,
            duration: s.duration,
            forced: s.forcedStyleAndLayoutDuration,
            invoker: s.invoker,
            fn: s.sourceFunctionName,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) {
        shifts.push({
          value: entry.value,
          at: entry.startTime,
          sources: (entry.sources ?? []).map((s) => {
            const node = s.node;
            const name = node
              ? node.nodeType === 1
                ? `${node.localName}${node.id ? '#' + node.id : ''}${node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : ''}`
                : node.nodeName
              : '?';
            return `${name} ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}px y${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`;
          }),
        });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  if (scrollTo) {
    // The reader is there before the widgets render: scroll as soon as the target is parsed.
    const go = () => {
      const el = document.querySelector(scrollTo);
      if (!el) return false;
      el.scrollIntoView({ block: 'start', behavior: 'instant' });
      return true;
    };
    document.addEventListener('DOMContentLoaded', () => go(), { once: true });
  }
  if (steps) {
    const step = () => {
      const end = document.documentElement.scrollHeight - innerHeight;
      if (scrollY >= end - 1) {
        window.__atEnd = true;
        return;
      }
      scrollBy({ top: Math.round(innerHeight * 0.8), behavior: 'instant' });
      setTimeout(step, steps);
    };
    document.addEventListener('DOMContentLoaded', () => setTimeout(step, steps), { once: true });
  }
}

/** CLS: the largest session window (shifts less than 1 s apart, at most 5 s long). */
function cls(shifts) {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.at - last > 1000 || s.at - start > 5000) {
      sum = 0;
      start = s.at;
    }
    sum += s.value;
    last = s.at;
    best = Math.max(best, sum);
  }
  return best;
}

const VIEWPORTS = {
  // Lighthouse's mobile screen (a Moto G Power).
  412: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  1280: { width: 1280, height: 900 },
};

/** Resolves once `tab` has added no Resource Timing entry for `idleMs`, or after `timeoutMs`. */
async function resourcesQuiet(tab, idleMs, timeoutMs) {
  let count = -1;
  let since = Date.now();
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    const now = await tab.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) [count, since] = [now, Date.now()];
    else if (Date.now() - since >= idleMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Traces written so far (BENCH_READER_TRACE). */
let traced = 0;

/**
 * One view in a fresh context; `returning`: stored token, page cached; `throttle`, `hash`,
 * `steps` (see probe), `trace`; it ends `quietMs` after the network is idle, and not before
 * `afterLoadMs` after the load event. Resolves to `{cls, shifts, figures, frames, defines, js}`
 * (`defines`: each `customElements.define` call, `[tag, start, end]` in ms; `frames`:
 * the Long Animation Frames of the view, each `{at, duration, scripts: [{url, start, duration,
 * forced, invoker, fn}]}`).
 */
async function view(
  browser,
  origin,
  {
    page: name = 'index',
    widgets = true,
    width = 412,
    returning = false,
    scrollTo = null,
    hash = '',
    steps = 0,
    throttle = 1,
    trace = false,
    quietMs = 2500,
    afterLoadMs = 0,
    network = true,
  },
) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await asReaderTab(tab);
    // `network: false`: Puppeteer's Network domain off, as in a reader's browser (its
    // instrumentation of each request start cost our imports about 10 ms a view, unthrottled);
    // then no `response` events, and the network's quiet is read from Resource Timing.
    if (!network) await tab._client().send('Network.disable');
    await tab.setViewport(VIEWPORTS[width]);
    const url = `${origin}/${name === 'index' ? '' : name + '.html'}${widgets ? '' : '?widgets=0'}`;
    if (returning) {
      // A first view, then the measured one with a fresh token (the backend still has its notices).
      const hex = () =>
        Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
      await tab.evaluateOnNewDocument((t) => {
        if (!localStorage.getItem('token')) localStorage.setItem('token', t);
      }, hex());
      await tab.goto(url, { waitUntil: 'networkidle0' });
      await tab.evaluate((t) => localStorage.setItem('token', t), hex());
    }
    await tab.evaluateOnNewDocument(probe, scrollTo, steps);
    const js = new Set();
    tab.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) js.add(path);
    });
    const cdp = await tab.createCDPSession();
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // BENCH_READER_PROFILE=dir: a CPU profile of each untraced view with widgets, for
    // scripts/profile-top.mjs (the profiler adds to the functions it samples).
    const profile = process.env.BENCH_READER_PROFILE && !trace && widgets;
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (trace) await tab.tracing.start({ categories: PAGE_TRACE_CATEGORIES });
    await tab.goto(url + hash, { waitUntil: 'load', timeout: 60_000 });
    // Polled from here: a busy page at 4× can hold an in-page wait past the protocol timeout.
    for (let waited = 0; steps && waited < 120_000; waited += 500) {
      if (await tab.evaluate(() => window.__atEnd === true)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    if (network)
      await tab.waitForNetworkIdle({ idleTime: 800, timeout: 20_000 }).catch(() => undefined);
    else await resourcesQuiet(tab, 800, 20_000);
    await new Promise((r) => setTimeout(r, quietMs));
    const left = await tab.evaluate(
      (after) =>
        performance.getEntriesByType('navigation')[0].loadEventEnd + after - performance.now(),
      afterLoadMs,
    );
    if (left > 0) await new Promise((r) => setTimeout(r, left));
    const text = trace ? Buffer.from(await tab.tracing.stop()).toString('utf8') : null;
    if (text && process.env.BENCH_READER_TRACE) {
      const kind = `${name}-${widgets ? 'with' : 'without'}-${throttle}x-${++traced}`;
      writeFileSync(join(process.env.BENCH_READER_TRACE, `${kind}.json`), text);
    }
    if (profile) {
      const kind = `${name}-${returning ? 'returning' : 'first'}-${throttle}x-${++traced}`;
      const { profile: cpu } = await cdp.send('Profiler.stop');
      writeFileSync(
        join(process.env.BENCH_READER_PROFILE, `${kind}.cpuprofile`),
        JSON.stringify(cpu),
      );
    }
    const figures = text ? pageFigures(text, origin) : null;
    const shifts = await tab.evaluate(() => window.__shifts);
    const frames = await tab.evaluate(() => window.__frames);
    const defines = await tab.evaluate(() => window.__defines);
    return { cls: cls(shifts), shifts, figures, frames, defines, js: [...js] };
  } finally {
    await context.close();
  }
}

/** `<biz-live>` per poll with a full feed (fetch stubbed, manual clock): ms to commit, median. */
async function livePerPoll(browser, origin) {
  const tab = await browser.newPage();
  await asReaderTab(tab);
  await tab.evaluateOnNewDocument(installManualClock);
  await tab.evaluateOnNewDocument(() => {
    localStorage.setItem('token', 'b'.repeat(32));
    window.__calls = 0;
    let id = 0;
    window.fetch = async () => {
      const count = ++window.__calls <= 5 ? 100 : 1;
      const fresh = Array.from({ length: count }, () => {
        id++;
        return {
          id: String(id),
          fixed: 0,
          html: `<p>Сообщение <b>${id}</b> трансляции, с текстом подлиннее.</p>`,
          timestamp: 1760000000 + id,
        };
      });
      const body = {
        new: fresh,
        updated: [],
        fixed: [],
        delete_fixed: [],
        deleted_messages: [],
        last_timestamp: 1760000000 + id,
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  });
  await tab.goto(`${origin}/blank`);
  await tab.waitForFunction(() => 'BizWidgets' in window);
  const result = await tab.evaluate(async () => {
    await window.BizWidgets.load('biz-live');
    const el = document.createElement('biz-live');
    el.setAttribute('live-id', '42');
    document.getElementById('slot').append(el);
    const count = () => el.shadowRoot?.querySelectorAll('[part~=message]').length ?? 0;
    const top = () => el.shadowRoot?.querySelector('[part~=message]')?.dataset.messageId;
    const settle = () => new Promise((r) => setTimeout(r, 0));
    while (count() === 0) await new Promise((r) => setTimeout(r, 5));
    const times = [];
    const feed = el.shadowRoot.querySelector('[part~=feed]');
    for (let i = 0; i < 40; i++) {
      const before = top();
      const done = new Promise((resolve) => {
        const watch = new MutationObserver(() => {
          if (top() === before) return;
          watch.disconnect();
          resolve(performance.now());
        });
        watch.observe(feed, { childList: true });
      });
      // Once the last answer is in, move the clock timer by timer until one is the poll (its fetch
      // follows a few microtasks later); other timers may come first, the first pause is wider.
      for (let waited = 0; window.__clock.untilNext() === Infinity && waited < 5000; waited += 5)
        await new Promise((r) => setTimeout(r, 5));
      const polls = window.__calls;
      let start = performance.now();
      for (let timer = 0; timer < 10 && window.__calls === polls; timer++) {
        start = performance.now();
        window.__clock.tick(Math.max(1, window.__clock.untilNext()));
        for (let waited = 0; waited < 100 && window.__calls === polls; waited += 5)
          await new Promise((r) => setTimeout(r, 5));
      }
      const late = new Promise((resolve) => setTimeout(() => resolve(null), 10_000));
      const at = await Promise.race([done, late]);
      if (at === null) throw new Error(`<biz-live>: poll ${i + 1} brought no new message on top`);
      times.push(at - start);
      await settle();
      await settle();
    }
    return { shown: count(), times: times.slice(10) };
  });
  await tab.close();
  return { shown: result.shown, perPoll: median(result.times) };
}

export { median };

/** Files at URL `paths` in `dist` (missing skipped): summed gzip -9 and brotli 11 bytes, bodies. */
function bytesOf(dist, paths) {
  let gz = 0;
  let br = 0;
  const bodies = [];
  for (const p of paths) {
    const file = join(dist, p.replace(/^\/+/, ''));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    bodies.push(body);
    gz += gzipSync(body, { level: 9 }).length;
    br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gz, br, bodies };
}

/** The reader budgets (docs/architecture.md#budgets), per runtime. */
const BUDGET = {
  paintDeltaMs: 50,
  cpuRatio: { react: 1.5, preact: 1.3 },
  workAddedMs: { react: 60, preact: 40 },
  longestTaskMs: 50,
  cls: 0.01,
  wholeArticleKb: { react: 140, preact: 80 },
};

const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

const judged = (figure, budget, options) =>
  `${formatInterval(figure, options)} (budget <= ${budget}): ${judge(figure, budget)}`;

/**
 * Traced A/B pairs at `throttle`× on 412×823, each view traced to `afterLoadMs` after the load
 * event at least: each side's figures and the paired deltas.
 */
async function paired(browser, origin, { runs, returning, throttle, afterLoadMs = 0, network }) {
  const a = [];
  const b = [];
  for (let run = 0; run < runs; run++) {
    const options = { trace: true, quietMs: 1500, afterLoadMs, returning, throttle, network };
    const order = run % 2 ? [false, true] : [true, false];
    for (const widgets of order) {
      const r = await view(browser, origin, { ...options, widgets });
      (widgets ? a : b).push(r.figures);
    }
  }
  const diff = (key) => median(a.map((x, i) => x[key] - b[i][key]));
  const paired = (key) =>
    interval(
      a.map((x) => x[key]),
      b.map((x) => x[key]),
    );
  return {
    with: a,
    without: b,
    fcpDelta: diff('fcp'),
    lcpDelta: diff('lcp'),
    cpuRatio: median(a.map((x, i) => x.cpu / b[i].cpu)),
    fcp: paired('fcp'),
    lcp: paired('lcp'),
    cpuAdded: paired('cpu'),
    ratio: interval(a.map((x, i) => x.cpu / b[i].cpu)),
    longest: interval(a.map((x) => x.longestOursBeforeLcp)),
    longestWhole: interval(a.map((x) => x.longestTaskWithOurs)),
    longestOurs: interval(a.map((x) => x.longestOurs)),
    med: (side, key) => median((side ? a : b).map((x) => x[key])),
  };
}

/** Layout-shift cases: the reader's ways through the article (412×823 at 4× unless said). */
function clsCases() {
  const cases = [
    ['first visit', {}],
    ['returning visit', { returning: true }],
    ['first visit, 1280 px, no throttling', { width: 1280, throttle: 1 }],
    ['returning visit, 1280 px, no throttling', { width: 1280, throttle: 1, returning: true }],
  ];
  for (const tag of [
    'biz-slider',
    'biz-article-rating',
    'biz-comments',
    'biz-poll',
    'biz-quiz',
    'biz-ad-rotator',
    'biz-comment-embed',
    'biz-top10',
    'biz-toc',
  ]) {
    cases.push([`scrolled to <${tag}>`, { scrollTo: tag }]);
  }
  cases.push(['jumping to #comments while the page loads', { hash: '#comments' }]);
  cases.push(['scrolling step by step (a screen every 400 ms)', { steps: 400 }]);
  return cases;
}

/** Paints, CPU and our tasks of a first or `returning` visit, into `ctx.result.paint`. */
async function benchPaint(ctx, returning) {
  const { browser, origin, runs, throttle, runtime, out, result } = ctx;
  const visit = returning ? 'returning visit' : 'first visit';
  // Our tasks are counted to 10 s after the load event (docs/architecture.md#budgets).
  const p = await paired(browser, origin, { runs, returning, throttle, afterLoadMs: 10_000 });
  const f = (x) => x.toFixed(0);
  const longest = Math.max(...p.with.map((x) => x.longestOursBeforeLcp));
  const longestTask = Math.max(...p.with.map((x) => x.longestTaskWithOursBeforeLcp));
  const cpuBudget = BUDGET.cpuRatio[runtime];
  out(
    `${visit}, 412x823 at ${throttle}x, median of ${runs} interleaved pairs (LCP element ${p.with[0].lcpNode}):`,
  );
  out(
    `  FCP with ${f(p.med(true, 'fcp'))} ms, without ${f(p.med(false, 'fcp'))} ms, paired delta ${f(p.fcpDelta)} ms (budget <= ${BUDGET.paintDeltaMs}) ${verdict(p.fcpDelta <= BUDGET.paintDeltaMs)}`,
  );
  out(`    FCP added, mean: ${judged(p.fcp, BUDGET.paintDeltaMs, { signed: true, unit: ' ms' })}`);
  out(
    `  LCP with ${f(p.med(true, 'lcp'))} ms, without ${f(p.med(false, 'lcp'))} ms, paired delta ${f(p.lcpDelta)} ms (budget <= ${BUDGET.paintDeltaMs}) ${verdict(p.lcpDelta <= BUDGET.paintDeltaMs)}`,
  );
  out(`    LCP added, mean: ${judged(p.lcp, BUDGET.paintDeltaMs, { signed: true, unit: ' ms' })}`);
  out(
    `  main-thread CPU of the page's own thread: with ${f(p.med(true, 'cpu'))} ms, without ${f(p.med(false, 'cpu'))} ms, ratio ${p.cpuRatio.toFixed(2)} (budget <= ${cpuBudget}) ${verdict(p.cpuRatio <= cpuBudget)}`,
  );
  out(`    CPU ratio, mean: ${judged(p.ratio, cpuBudget, { digits: 2 })}`);
  out(
    `    page-thread work added at ${throttle}x, mean: ${formatInterval(p.cpuAdded, { signed: true, unit: ' ms' })}`,
  );
  out(
    `  longest task of ours before LCP (our script's time in it): ${f(longest)} ms (largest of ${runs}; budget <= ${BUDGET.longestTaskMs}) ${verdict(longest <= BUDGET.longestTaskMs)}; the longest task holding any of ours, whole: ${f(longestTask)} ms; our script before FCP ${f(p.med(true, 'oursBeforeFcp'))} ms, tasks of ours before LCP ${f(p.med(true, 'oursBeforeLcp'))}`,
  );
  out(
    `    longest task of ours before LCP, mean: ${judged(p.longest, BUDGET.longestTaskMs, { unit: ' ms' })}`,
  );
  const after = Math.min(...p.with.map((x) => x.tracedAfterLoad)) / 1000;
  // Target 1 is our work: our script in one task with the style, layout and GC it forces. The
  // task holding it may also hold the page's own work: the module script runs in the task that
  // ends the parsing, beside the page's first full layout (on the demo 180–260 ms at 4×, with or
  // without us), so the whole task is printed for context, not judged.
  out(
    `  our longest work in one task, from the navigation to 10 s after load (traced ${after.toFixed(1)} s after it at least): largest of ${runs} ${f(Math.max(...p.with.map((x) => x.longestOurs)))} ms, starts ${p.with.map((x) => f(x.longestOursAt)).join(', ')} ms; the longest task holding any of ours, whole, with the page's own work in it: largest ${f(Math.max(...p.with.map((x) => x.longestTaskWithOurs)))} ms, starts ${p.with.map((x) => f(x.longestTaskWithOursAt)).join(', ')} ms`,
  );
  out(
    `    longest task of ours to 10 s after load (our work in it), mean: ${judged(p.longestOurs, BUDGET.longestTaskMs, { unit: ' ms' })}`,
  );
  out(
    `    longest task holding any of ours, whole, mean: ${formatInterval(p.longestWhole, { unit: ' ms' })}`,
  );
  if (ctx.verbose) printBreakdown(p, out);
  result.paint[returning ? 'returning' : 'first'] = {
    fcpWith: p.med(true, 'fcp'),
    fcpWithout: p.med(false, 'fcp'),
    fcpDelta: p.fcpDelta,
    lcpWith: p.med(true, 'lcp'),
    lcpWithout: p.med(false, 'lcp'),
    lcpDelta: p.lcpDelta,
    cpuWith: p.med(true, 'cpu'),
    cpuWithout: p.med(false, 'cpu'),
    cpuRatio: p.cpuRatio,
    intervals: {
      fcp: p.fcp,
      lcp: p.lcp,
      cpuAdded: p.cpuAdded,
      ratio: p.ratio,
      longest: p.longest,
      longestWhole: p.longestWhole,
      longestOurs: p.longestOurs,
    },
    longestOursBeforeLcp: longest,
    longestTaskWithOursBeforeLcp: longestTask,
    oursBeforeFcp: p.med(true, 'oursBeforeFcp'),
  };
}

async function benchCls(ctx, what, options) {
  const { browser, origin, clsRuns, throttle, verbose, out, result } = ctx;
  let worst = null;
  for (let run = 0; run < clsRuns; run++) {
    const r = await view(browser, origin, { throttle, quietMs: 2000, ...options });
    if (!worst || r.cls > worst.cls) worst = r;
  }
  result.cls[what] = worst.cls;
  out(
    `CLS ${what}: ${worst.cls.toFixed(3)} (budget <= ${BUDGET.cls}${clsRuns > 1 ? `, largest of ${clsRuns}` : ''}) ${verdict(worst.cls <= BUDGET.cls)}`,
  );
  if (!verbose) return;
  for (const s of worst.shifts)
    console.log(`    ${s.value.toFixed(3)} @${s.at.toFixed(0)}ms ${s.sources.join('; ')}`);
}

function printFiles({ dist, verbose, out }, files) {
  if (!verbose) return;
  for (const file of files) out(`  ${file}: ${(bytesOf(dist, [file]).gz / 1024).toFixed(1)} KB gz`);
}

/** Our files fetched reading the whole article, and the same code as one gzip (the floor). */
async function benchWholeArticle(ctx) {
  const { browser, origin, dist, runtime, out, result } = ctx;
  const r = await view(browser, origin, { steps: 400, throttle: 1, quietMs: 1500 });
  const { gz, br, bodies } = bytesOf(dist, r.js);
  const oneGz = gzipSync(Buffer.concat(bodies), { level: 9 }).length;
  const kb = gz / 1024;
  const budget = BUDGET.wholeArticleKb[runtime];
  result.wholeArticleKb = kb;
  result.wholeArticleOneFileKb = oneGz / 1024;
  out(
    `JS of ours reading the whole article (scrolled to the end): ${kb.toFixed(1)} KB gz, ${(br / 1024).toFixed(1)} KB br, ${r.js.length} files (budget <= ${budget} KB gz) ${verdict(kb <= budget)}; the same code as one file: ${(oneGz / 1024).toFixed(1)} KB gz`,
  );
  printFiles(ctx, r.js);
}

async function benchPageBytes(ctx, name) {
  const { browser, origin, dist, out } = ctx;
  const r = await view(browser, origin, { page: name, quietMs: 1000 });
  const { gz, br } = bytesOf(dist, r.js);
  const fp = r.js.some((p) => /\/fp[-.]|fingerprint/i.test(p));
  out(
    `JS on load, ${name}.html: ${(gz / 1024).toFixed(1)} KB gz, ${(br / 1024).toFixed(1)} KB br, ${r.js.length} files; FingerprintJS ${fp ? 'LOADED' : 'not loaded'}`,
  );
  printFiles(ctx, r.js);
}

/**
 * What kind of work a view's longest entry of ours was, from its Long Animation Frames script
 * entry `top` (`invoker`, `url`) and whether a define ran within it (`defined`): 'a define' (an
 * element's upgrade and first render), 'the autoloader's module script' (its evaluation and the
 * discovery of the page's tags), 'a module graph' (an element chunk's graph evaluated), else
 * 'other' (a timer, listener or promise callback of ours).
 */
function leaderKind(top, defined) {
  if (defined) return 'a define';
  if (top.invoker === top.url && /\/biz-widgets[\w.-]*\.js$/.test(top.url))
    return "the autoloader's module script";
  if (top.invoker === top.url && top.url.includes('/chunks/')) return 'a module graph';
  return 'other';
}

/**
 * Target 1 without a trace (a trace lengthens every task it records): `untracedRuns` views with widgets
 * of a first or `returning` visit at `throttle`×, each watched to 10 s after load by the page's
 * own Long Animation Frames observer. Per view, our longest script entry point (the evaluation of
 * a module graph, a timer, an event listener, a promise's callbacks… of `/biz-widgets.js` or
 * `/chunks/`), with the style and layout it forced; the API lists entries of 5 ms or more in
 * frames over 50 ms, so a view where none of ours is listed counts as 50 ms, and a listed entry
 * under 50 ms is a lower bound of that view's longest (a task of ours up to 50 ms in a frame
 * under 50 ms is not listed); for a define's task, the tags it defined (the page's own
 * `customElements.define` is wrapped to time each). A task over 50 ms always makes a frame over
 * 50 ms, so the views that had one are counted exactly: the target's own reading ("no task over
 * 50 ms"), printed as a share with its exact interval. Into `ctx.result.untraced`,
 * `untracedLeaders` and `untracedOver`.
 */
async function benchUntraced(ctx, returning) {
  const { browser, origin, untracedRuns: runs, throttle, out, result } = ctx;
  const visit = returning ? 'returning visit' : 'first visit';
  const longest = [];
  const where = [];
  /** Kind of each view's longest entry → its durations (ms), for the "what led" line. */
  const kinds = new Map();
  for (let run = 0; run < runs; run++) {
    const r = await view(browser, origin, {
      throttle,
      returning,
      quietMs: 1500,
      afterLoadMs: 10_000,
      network: NETWORK,
    });
    const scripts = r.frames.flatMap((frame) =>
      frame.scripts.filter((x) => isOurScript(x.url, origin)),
    );
    const top = scripts.reduce((a, x) => (x.duration > a.duration ? x : a), { duration: 0 });
    longest.push(top.duration > 0 ? top.duration : 50);
    // The tags defined within that entry (a define's task upgrades and renders their elements).
    const defined = r.defines
      .filter(([, start, end]) => start >= top.start && end <= top.start + top.duration + 1)
      .map(([tag]) => tag);
    const kind = top.duration > 0 ? leaderKind(top, defined.length > 0) : 'none of ours listed';
    kinds.set(kind, [...(kinds.get(kind) ?? []), top.duration]);
    where.push(
      top.duration > 0
        ? `${top.duration.toFixed(0)} (${[
            top.invoker,
            top.invoker === top.url ? '' : top.url,
            top.fn,
            defined.length ? `define ${defined.join(' ')}` : '',
            top.forced > 5 ? `forced layout ${top.forced.toFixed(0)}` : '',
          ]
            .filter(Boolean)
            .join(' ')
            .replace(/https?:\/\/[^/ ]+\//g, '')
            .replace(/-[\w-]{6}\.js/g, '.js')})`
        : '<50',
    );
  }
  const figure = interval(longest);
  out(
    `  ${visit}, untraced, ${runs} views at ${throttle}x: our longest script entry to 10 s after load (Long Animation Frames), ms: ${where.join(', ')}`,
  );
  out(
    `    what led: ${[...kinds]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([kind, ms]) => {
        if (kind === 'none of ours listed') return `${kind} in ${ms.length} (counted as 50 ms)`;
        const over = ms.filter((x) => x > BUDGET.longestTaskMs).length;
        return `${kind} in ${ms.length} (${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)} ms, ${over} over ${BUDGET.longestTaskMs})`;
      })
      .join(', ')}`,
  );
  const over = share(longest.filter((ms) => ms > BUDGET.longestTaskMs).length, longest.length);
  out(
    `    views with a task of ours over ${BUDGET.longestTaskMs} ms (the target: none): ${formatShare(over)}`,
  );
  out(
    `    longest task of ours to 10 s after load, untraced, mean: ${judged(figure, BUDGET.longestTaskMs, { unit: ' ms' })}`,
  );
  (result.untraced ??= {})[returning ? 'returning' : 'first'] = figure;
  (result.untracedLeaders ??= {})[returning ? 'returning' : 'first'] = Object.fromEntries(kinds);
  (result.untracedOver ??= {})[returning ? 'returning' : 'first'] = over;
}

/** Page-thread work added on a first visit, unthrottled: mean paired difference, ms, 95 % CI. */
/** `--verbose`: where the page thread's CPU goes (trace-page.mjs selfTimes), the median per kind (ms). */
function printBreakdown(p, out) {
  const keys = [...new Set([...p.with, ...p.without].flatMap((x) => Object.keys(x.breakdown)))];
  const med = (side, key) => median((side ? p.with : p.without).map((x) => x.breakdown[key] ?? 0));
  keys.sort((x, y) => med(true, y) - med(true, x));
  for (const key of keys)
    out(
      `    ${key}: with ${med(true, key).toFixed(1)} ms, without ${med(false, key).toFixed(1)} ms`,
    );
}

async function benchWork(ctx) {
  const { browser, origin, runs, runtime, out, result } = ctx;
  const network = NETWORK;
  const p = await paired(browser, origin, { runs, returning: false, throttle: 1, network });
  const f = (x) => x.toFixed(0);
  out(
    `first visit, 412x823 unthrottled, ${runs} interleaved pairs, Network domain ${network ? 'on' : 'off'}: page-thread CPU with ${f(p.med(true, 'cpu'))} ms, without ${f(p.med(false, 'cpu'))} ms (medians)`,
  );
  out(
    `  page-thread work added, mean: ${judged(p.cpuAdded, BUDGET.workAddedMs[runtime], { signed: true, unit: ' ms' })}`,
  );
  if (ctx.verbose) printBreakdown(p, out);
  // Each pair's difference too (ms), so runs of the same builds can be pooled.
  result.work = {
    added: p.cpuAdded,
    ratio: p.ratio,
    pairs: p.with.map((x, i) => x.cpu - p.without[i].cpu),
  };
}

/**
 * Runs the reader's bench, prints each figure with its verdict and resolves to them. Options:
 * `dist`, `runs` (pairs), `clsRuns`, `throttle` (4), `label` ('react' | 'preact': the budget),
 * `verbose`, `only` (one part), `keep` (the only `<biz-…>` tags live); see the flags above.
 */
export async function benchReader({
  dist = 'dist',
  runs = Number(process.env.BENCH_READER_RUNS ?? 3),
  clsRuns = Number(process.env.BENCH_READER_CLS_RUNS ?? 1),
  untracedRuns = Number(process.env.BENCH_READER_UNTRACED ?? 15),
  throttle = 4,
  label = 'react',
  verbose = false,
  only = null,
  keep = tagList(process.env.BENCH_READER_KEEP) ?? null,
} = {}) {
  const chrome = findChrome();
  if (!existsSync(join(dist, 'biz-widgets.js')))
    throw new Error(`${dist}/biz-widgets.js not found`);
  const runtime = label === 'preact' ? 'preact' : 'react';
  const backend = await startBackend();
  const site = await startSite(dist, backend.origin, keep);
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: [...CHROMIUM_ARGS],
    protocolTimeout: 600_000,
  });
  const out = (line) => console.log(`[${label}] ${line}`);
  if (keep)
    out(
      keep.length
        ? `only ${keep.map((tag) => `<${tag}>`).join(', ')} on the pages`
        : 'no widget on the pages: the autoloader alone',
    );
  const want = (part) => !only || only === part;
  // Warm-up: pages expanded, the browser's first context, the bundle read once by the server.
  await view(browser, site.origin, { widgets: false, quietMs: 0 });
  await view(browser, site.origin, { quietMs: 0 });
  const result = { label, paint: {}, cls: {} };
  const ctx = { browser, origin: site.origin, dist, clsRuns, throttle, runtime, verbose };
  ctx.runs = oddRuns(runs);
  Object.assign(ctx, { out, result, untracedRuns: oddRuns(untracedRuns) });
  try {
    for (const returning of want('paint') ? [false, true] : []) await benchPaint(ctx, returning);
    for (const returning of want('paint') || only === 'untraced' ? visits() : [])
      await benchUntraced(ctx, returning);
    if (want('paint') || only === 'work') await benchWork(ctx);
    for (const [what, options] of want('cls') ? clsCases() : []) await benchCls(ctx, what, options);
    if (want('read')) await benchWholeArticle(ctx);
    if (want('live')) {
      const live = await livePerPoll(browser, site.origin);
      out(
        `<biz-live> per poll with ${live.shown} messages in the feed: ${live.perPoll.toFixed(1)} ms (median of 30 polls)`,
      );
    }
    const pages = readdirSync('demo')
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.slice(0, -5));
    for (const name of want('bytes') ? pages : []) await benchPageBytes(ctx, name);
  } finally {
    await browser.close();
    site.server.close();
    backend.stop();
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = (name) => process.argv.indexOf(`--${name}`);
  const arg = (name) => (at(name) > 0 ? process.argv[at(name) + 1] : undefined);
  const result = await benchReader({
    dist: arg('dist') ?? 'dist',
    runs: arg('runs') ? Number(arg('runs')) : undefined,
    label: arg('label') ?? 'react',
    only: arg('only') ?? null,
    keep: tagList(arg('keep')),
    verbose: process.argv.includes('--verbose'),
  });
  if (arg('json')) writeFileSync(arg('json'), `${JSON.stringify(result, null, 2)}\n`);
}
