// The reader's figures (issue 15), one A/B run on the demo pages served with the built CDN bundle:
// - A: the demo page's HTML (partials in) with `<script type="module" src="/biz-widgets.js">`,
// - B: the same HTML without it,
// against the demo backend over HTTP (mocks/serve.ts, a child process; the same handlers as the
// demo). Nothing from the demo's own script (MSW, the demo panel) runs in either.
// Figures: CLS (session windows, PerformanceObserver 'layout-shift') on the article page at 375
// and 1280 px, first visit and returning visit (a stored token), and for a reader scrolled to
// the rating, the polls and the comments while they render; main-thread CPU with and without
// widgets (the renderer main thread's top-level tasks in a Chromium trace, median of interleaved
// runs); JS bytes each demo page loads (gzip -9 and brotli of the files), and whether
// FingerprintJS was loaded. `--dist <dir>` measures another build (default dist/); `--only cls|cpu|bytes`
// one part; `--runs N` paired CPU runs (default 5); `--verbose` lists each layout shift's sources and each JS file's size.
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { installManualClock } from './bench-clock.mjs';
import { CHROMIUM_ARGS, findChrome } from './find-chrome.mjs';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/**
 * A demo page's HTML with the partials put in (demo/build/partials.ts, as vite.demo.config.ts
 * does), script A or B. Throws when the page has no demo script tag to swap.
 */
async function pageHtml(name, withWidgets) {
  const { expandPage } = await tsImport('../demo/build/partials.ts', import.meta.url);
  const html = expandPage(readFileSync(join('demo', `${name}.html`), 'utf8'), `${name}.html`);
  const script = withWidgets ? '<script type="module" src="/biz-widgets.js"></script>' : '';
  const demoScript = /<script type="module" src="\.\/demo\.ts"><\/script>/;
  if (!demoScript.test(html)) throw new Error(`${name}.html: the demo script tag was not found`);
  return html.replace(demoScript, script);
}

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

/** Static demo files, the CDN bundle from `dist`, and every other path proxied to the backend. */
export async function startSite(dist, backend) {
  const target = new URL(backend);
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
        const html = await pageHtml(name, url.searchParams.get('widgets') !== '0');
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

/** In the page before anything runs: collects layout shifts and scrolls to `scrollTo` early. */
function probe(scrollTo) {
  const shifts = [];
  window.__shifts = shifts;
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

/** Renderer main-thread CPU (ms) in a trace: the sum of the top-level tasks of every renderer main thread. */
export function mainThreadCpu(trace) {
  const events = JSON.parse(trace).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let us = 0;
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) us += e.dur ?? 0;
  }
  return us / 1000;
}

const VIEWPORTS = {
  375: { width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  1280: { width: 1280, height: 900 },
};

/**
 * One page view in a fresh browser context. `returning`: a stored token (a reader who voted
 * before) and a first view of the page in the same context beforehand. Resolves to CLS, shifts,
 * CPU (when traced) and the JS files loaded.
 */
async function view(
  browser,
  origin,
  {
    page: name = 'index',
    widgets = true,
    width = 375,
    returning = false,
    scrollTo = null,
    trace = false,
    quietMs = 2500,
  },
) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport(VIEWPORTS[width]);
    const url = `${origin}/${name === 'index' ? '' : name + '.html'}${widgets ? '' : '?widgets=0'}`;
    if (returning) {
      // A first view (cached files, the token stored), then the measured one with another
      // stored token, for which the backend still has the site's notices.
      const hex = () =>
        Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
      await tab.evaluateOnNewDocument((t) => {
        if (!localStorage.getItem('token')) localStorage.setItem('token', t);
      }, hex());
      await tab.goto(url, { waitUntil: 'networkidle0' });
      await tab.evaluate((t) => localStorage.setItem('token', t), hex());
    }
    await tab.evaluateOnNewDocument(probe, scrollTo);
    const js = new Set();
    tab.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) js.add(path);
    });
    if (trace) {
      await tab.tracing.start({
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    }
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForNetworkIdle({ idleTime: 800, timeout: 20_000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, quietMs));
    const cpu = trace ? mainThreadCpu(Buffer.from(await tab.tracing.stop()).toString('utf8')) : NaN;
    const shifts = await tab.evaluate(() => window.__shifts);
    return { cls: cls(shifts), shifts, cpu, js: [...js] };
  } finally {
    await context.close();
  }
}

/**
 * `<biz-live>` CPU per poll with a full feed: a stubbed fetch (the first five answers bring 100
 * messages each, every later one 1 new message) on a manual clock; the time from the poll's
 * tick until React has committed its message to the feed (script time: fetch stub, parse,
 * render, commit), median of 30 polls, in ms.
 */
async function livePerPoll(browser, origin) {
  const tab = await browser.newPage();
  await tab.evaluateOnNewDocument(installManualClock);
  await tab.evaluateOnNewDocument(() => {
    localStorage.setItem('token', 'b'.repeat(32));
    let calls = 0;
    let id = 0;
    window.fetch = async () => {
      calls++;
      const count = calls <= 5 ? 100 : 1;
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
      // Ends when React has committed the new message (a MutationObserver runs right after).
      const done = new Promise((resolve) => {
        const watch = new MutationObserver(() => {
          if (top() === before) return;
          watch.disconnect();
          resolve(performance.now());
        });
        watch.observe(feed, { childList: true });
      });
      const start = performance.now();
      window.__clock.tick(10_000);
      times.push((await done) - start);
      await settle();
      await settle();
    }
    return { shown: count(), times: times.slice(10) };
  });
  await tab.close();
  return { shown: result.shown, perPoll: median(result.times) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function bytesOf(dist, paths) {
  let gz = 0;
  let br = 0;
  for (const p of paths) {
    const file = join(dist, p.replace(/^\/+/, ''));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    gz += gzipSync(body, { level: 9 }).length;
    br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gz, br };
}

/**
 * Runs the reader's bench and prints it. `options.dist`: the build to serve; `options.runs`:
 * interleaved A/B runs for the CPU figure; `options.label`: printed before each line.
 */
export async function benchReader({
  dist = 'dist',
  runs = 5,
  label = 'react',
  verbose = false,
  only = null,
} = {}) {
  const chrome = findChrome();
  if (!existsSync(join(dist, 'biz-widgets.js')))
    throw new Error(`${dist}/biz-widgets.js not found`);
  const backend = await startBackend();
  const site = await startSite(dist, backend.origin);
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  const out = (line) => console.log(`[${label}] ${line}`);
  const explain = (r) => {
    if (!verbose) return;
    for (const s of r.shifts)
      console.log(`    ${s.value.toFixed(3)} @${s.at.toFixed(0)}ms ${s.sources.join('; ')}`);
  };
  try {
    // CLS
    const cases = [];
    for (const width of [375, 1280]) {
      cases.push([`article ${width} px, first visit`, { width }]);
      cases.push([`article ${width} px, returning visit`, { width, returning: true }]);
    }
    for (const [what, selector] of [
      ['rating', '#rating-title'],
      ['polls', '#votes-title'],
      ['comments', '#comments'],
    ]) {
      cases.push([`article 375 px, scrolled to the ${what}`, { width: 375, scrollTo: selector }]);
    }
    for (const [what, options] of only && only !== 'cls' ? [] : cases) {
      const r = await view(browser, site.origin, options);
      out(
        `CLS ${what}: ${r.cls.toFixed(3)} (target <= 0.01) ${r.cls <= 0.01 ? 'ok' : 'OVER TARGET'}`,
      );
      explain(r);
    }
    // CPU, A/B interleaved, first visit, 375 px
    const a = [];
    const b = [];
    for (let run = 0; run < (only && only !== 'cpu' ? 0 : runs); run++) {
      a.push((await view(browser, site.origin, { trace: true, quietMs: 1500 })).cpu);
      b.push(
        (await view(browser, site.origin, { trace: true, widgets: false, quietMs: 1500 })).cpu,
      );
    }
    const ratio = median(a.map((x, i) => x / b[i]));
    if (a.length)
      out(
        `main-thread CPU, article 375 px first visit: with widgets ${median(a).toFixed(0)} ms, without ${median(b).toFixed(0)} ms, ratio ${ratio.toFixed(2)} (median of ${runs} paired runs)`,
      );
    // <biz-live> per poll with a full feed
    if (!only || only === 'live') {
      const live = await livePerPoll(browser, site.origin);
      out(
        `<biz-live> per poll with ${live.shown} messages in the feed: ${live.perPoll.toFixed(1)} ms (median of 30 polls)`,
      );
    }
    // JS bytes per page, and FingerprintJS
    const pages = readdirSync('demo')
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.slice(0, -5));
    for (const name of only && only !== 'bytes' ? [] : pages) {
      const r = await view(browser, site.origin, { page: name, quietMs: 1000 });
      const { gz, br } = bytesOf(dist, r.js);
      const fp = r.js.some((p) => /\/fp[-.]|fingerprint/i.test(p));
      out(
        `JS on load, ${name}.html: ${(gz / 1024).toFixed(1)} KB gz, ${(br / 1024).toFixed(1)} KB br, ${r.js.length} files; FingerprintJS ${fp ? 'LOADED' : 'not loaded'}`,
      );
      if (verbose) {
        for (const file of r.js) {
          out(`  ${file}: ${(bytesOf(dist, [file]).gz / 1024).toFixed(1)} KB gz`);
        }
      }
    }
  } finally {
    await browser.close();
    site.server.close();
    backend.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = (name) => process.argv.indexOf(`--${name}`);
  const dist = at('dist') > 0 ? process.argv[at('dist') + 1] : 'dist';
  const runs = at('runs') > 0 ? Number(process.argv[at('runs') + 1]) : 5;
  const label = at('label') > 0 ? process.argv[at('label') + 1] : 'react';
  const only = at('only') > 0 ? process.argv[at('only') + 1] : null;
  await benchReader({ dist, runs, label, only, verbose: process.argv.includes('--verbose') });
}
