// `npm run bench` (run `npm run build` first): the built bundle in the system Chromium, on
// 127.0.0.1 only; reports, never fails. The reader's figures (scripts/bench-reader.mjs) for the
// React build (dist/) and the Preact build (dist/preact/, when built), then: cold start and warm
// rendering of 200 <biz-article-rating>, <biz-comments> (scripts/bench-comments.mjs), <biz-live>
// over 360 polls, huge answers. `-- --reader`: the reader's figures only; `BENCH_ONLY=comments`:
// the <biz-comments> figures only.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { installManualClock } from './bench-clock.mjs';
import { benchComments } from './bench-comments.mjs';
import { benchReader } from './bench-reader.mjs';
import { median } from './bench-stats.mjs';
import { serveFile } from './bench-serve.mjs';
import { CHROMIUM_ARGS, findChrome } from './find-chrome.mjs';
import { asReaderTab } from './reader-tab.mjs';
import { pageScript } from './page-script.mjs';

const RUNS = 7;
const ONLY = process.env.BENCH_ONLY;
if (!existsSync('dist/biz-widgets.js')) {
  console.error('dist/ not found: run `npm run build` first.');
  process.exit(1);
}
const chrome = findChrome();
if (!chrome) {
  console.error('Chromium not found: `apt-get install chromium`, or set CHROME_PATH.');
  process.exit(1);
}

if (!ONLY) {
  await benchReader({});
  if (existsSync('dist/preact/biz-widgets.js'))
    await benchReader({ dist: 'dist/preact', label: 'preact' });
  else console.log('[preact] dist/preact/ not built: `npm run build:preact` to measure it too');
  if (process.argv.includes('--reader')) process.exit(0);
}

const PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title></head>
<body><div id="article"><h2>Раздел один</h2><p>Текст.</p><h3>Подраздел</h3><p>Текст.</p><h2>Раздел два</h2></div>
<div id="slot"></div><script type="module" src="/biz-widgets.js"></script></body></html>`;

const server = createServer(async (req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    return;
  }
  await serveFile(res, 'dist', path);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({
  executablePath: chrome,
  headless: true,
  args: [...CHROMIUM_ARGS],
});

const cold = [];
const warm = [];
try {
  for (let run = 0; run < (ONLY ? 0 : RUNS); run++) {
    const page = await browser.newPage();
    await asReaderTab(page);
    await page.evaluateOnNewDocument(() => localStorage.setItem('token', 'b'.repeat(32)));
    await page.goto(url);
    await page.waitForFunction(() => 'BizWidgets' in window);
    cold.push(
      await page.evaluate(async () => {
        const tags = [
          ['biz-article-rating', { 'article-id': '1', rating: '3' }, '[part=sum]'],
          ['biz-bookmark', { 'item-id': '1' }, '[part=button]'],
          ['biz-text-size', { for: 'article' }, '[part=big]'],
          ['biz-toc', { for: 'article' }, '[part=link]'],
          ['biz-typo-reporter', {}, '[part=hint]'],
        ];
        const start = performance.now();
        const els = tags.map(([tag, attrs]) => {
          const el = document.createElement(tag);
          for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
          document.getElementById('slot').append(el);
          return el;
        });
        const ready = () => els.every((el, i) => el.shadowRoot?.querySelector(tags[i][2]));
        while (!ready()) await new Promise((r) => requestAnimationFrame(r));
        return performance.now() - start;
      }),
    );
    warm.push(
      await page.evaluate(async () => {
        const slot = document.getElementById('slot');
        const start = performance.now();
        const els = [];
        for (let i = 0; i < 200; i++) {
          const el = document.createElement('biz-article-rating');
          el.setAttribute('article-id', String(1000 + i));
          el.setAttribute('rating', String(i));
          slot.append(el);
          els.push(el);
        }
        while (!els.every((el) => el.shadowRoot?.querySelector('[part=sum]'))) {
          await new Promise((r) => requestAnimationFrame(r));
        }
        return performance.now() - start;
      }),
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

if (!ONLY)
  console.log(
    `cold start, five elements defined and rendered: median ${median(cold).toFixed(1)} ms (runs: ${cold.map((x) => x.toFixed(0)).join(', ')})`,
  );
if (!ONLY)
  console.log(
    `200 <biz-article-rating> rendered (warm): median ${median(warm).toFixed(1)} ms (runs: ${warm.map((x) => x.toFixed(0)).join(', ')})`,
  );

await benchComments({ chrome });

// <biz-live>: 360 polls, fetch stubbed (each answer: one new message, one deleted, one edit), the
// page's `clock` service a manual one ticked by the interval. Budgets: JS heap growth after a
// forced GC < 1 MB, at most 1 request in flight.

async function benchLive(browser, target, polls = 360) {
  const page = await browser.newPage();
  await asReaderTab(page);
  await page.evaluateOnNewDocument(installManualClock);
  await page.evaluateOnNewDocument(() => {
    localStorage.setItem('token', 'b'.repeat(32));
    const stats = { inFlight: 0, most: 0, calls: 0 };
    window.__liveStats = stats;
    window.fetch = async (input, init) => {
      stats.inFlight++;
      stats.most = Math.max(stats.most, stats.inFlight);
      stats.calls++;
      const n = stats.calls;
      await Promise.resolve();
      stats.inFlight--;
      const body = {
        new: [
          {
            id: 1000 + n,
            fixed: 0,
            html: `<p>Сообщение <b>${n}</b> трансляции.</p>`,
            timestamp: n,
          },
        ],
        updated: n > 1 ? [{ id: 1000 + n - 1, html: `<p>Сообщение ${n - 1}, обновлено.</p>` }] : [],
        fixed: [],
        delete_fixed: [],
        deleted_messages: n > 5 ? [{ id_to_delete: 1000 + n - 5 }] : [],
        last_timestamp: n,
      };
      void input;
      void init;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  });
  await page.goto(target);
  await page.waitForFunction(() => 'BizWidgets' in window);
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.enable');
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const run = (count) =>
    page.evaluate(async (count) => {
      const el = document.querySelector('biz-live');
      const stats = window.__liveStats;
      const settle = () => new Promise((r) => setTimeout(r, 0));
      for (let i = 0; i < count; i++) {
        const before = stats.calls;
        window.__clock.tick(10_000);
        while (stats.calls === before || stats.inFlight > 0) await settle();
        await settle();
        await settle();
      }
      return el.shadowRoot.querySelectorAll('[part~=message]').length;
    }, count);
  await page.evaluate(async () => {
    await window.BizWidgets.load('biz-live');
    const el = document.createElement('biz-live');
    el.setAttribute('live-id', '42');
    document.getElementById('slot').append(el);
    while (!el.shadowRoot?.querySelector('[part~=message]')) {
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  // Warm-up (the sanitizer and React's first updates), then the measured polls.
  await run(20);
  const before = await heap();
  const shown = await run(polls);
  const after = await heap();
  const stats = await page.evaluate(() => window.__liveStats);
  await page.close();
  return { before, after, shown, polls, ...stats };
}

/** Starts Chromium and the bench's server (a free port), runs `job(browser, origin)`, closes. */
async function withBrowser(job) {
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await job(browser, `http://127.0.0.1:${server.address().port}/`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (!ONLY) {
  await withBrowser(async (browser, liveUrl) => {
    const live = await benchLive(browser, liveUrl);
    const growth = (live.after - live.before) / 1024 / 1024;
    console.log(
      `<biz-live>, ${live.polls} polls on a controlled clock: heap ${(live.before / 1048576).toFixed(2)} MB → ${(live.after / 1048576).toFixed(2)} MB, growth ${growth.toFixed(3)} MB (budget < 1) ${growth < 1 ? 'ok' : 'OVER BUDGET'}; ${live.shown} messages shown`,
    );
    console.log(
      `<biz-live>, most requests in flight: ${live.most} (budget 1) ${live.most <= 1 ? 'ok' : 'OVER BUDGET'}; ${live.calls} calls`,
    );
  });
}

// Huge answers (polls of 200,000 and 160,000 rows, 100,000 comments, a 10 MB live answer of
// 50,000 messages or of one message), stubbed, built before measuring, in a fresh page with the
// chunk and sanitizer warm: the longest task from adding the element until the capped list and
// its notice show (plus 1 s). Target: < 200 ms.

/** Page function: resolves after `ms` ms (a task later at 0). */
function hugeTick(ms = 0) {
  return new Promise((r) => setTimeout(r, ms));
}

/** Page functions: answers of `n` poll rows / comments (HTML) / live messages of ~`size` chars. */
function hugePollRows(n) {
  return JSON.stringify(
    Array.from({ length: n }, (_, i) => ({
      variant_id: i + 1,
      variant_title: `Вариант ответа номер ${i + 1}`,
      percent: 100 / n,
    })),
  );
}

function hugeComments(n) {
  const parts = [];
  for (let i = 0; i < n; i++) {
    const id = 10000 + i;
    const parent = i % 4 === 0 ? 0 : id - 1;
    parts.push(
      `<article class="biz-comment" id="comment-${id}" data-comment-id="${id}" data-parent-id="${parent}" ` +
        `data-author="Читатель ${i % 97}" data-userpic="" data-anonymous="0" data-timestamp="${1760000000 + i}" ` +
        `data-rating="${i % 13}" data-emoji='{"like":${i % 5}}' data-status="active">` +
        `<div class="biz-comment__message"><p>Комментарий ${i}: инвестиции в индустриальный парк, рабочие места и налоги.</p></div></article>`,
    );
  }
  return parts.join('\n');
}

function hugeLiveMessages(n, size) {
  return JSON.stringify({
    new: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      fixed: 0,
      html: `<p>${'Сообщение трансляции. '.repeat(Math.ceil(size / 22)).slice(0, size)}</p>`,
      timestamp: 1760000000 + i,
    })),
    last_timestamp: 1760100000,
  });
}

/** Page function: case `name` as `{tag, attrs, build, small, expected}` (small: the warm-up's). */
function hugeCase(name) {
  const cases = {
    'poll 200000': ['biz-poll', { 'poll-id': '1', state: 'finished' }, () => hugePollRows(200_000)],
    'poll 160000': ['biz-poll', { 'poll-id': '1', state: 'finished' }, () => hugePollRows(160_000)],
    'comments 100000': ['biz-comments', { 'article-id': '1' }, () => hugeComments(100_000)],
    'live 10 MB, 50000 messages': [
      'biz-live',
      { 'live-id': '1' },
      () => hugeLiveMessages(50_000, 190),
    ],
    'live 10 MB, one message': [
      'biz-live',
      { 'live-id': '1' },
      () => hugeLiveMessages(1, 10_000_000),
    ],
  };
  const [tag, attrs, build] = cases[name];
  const small = {
    'biz-poll': hugePollRows(3),
    'biz-comments': hugeComments(3),
    'biz-live': hugeLiveMessages(2, 50),
  }[tag];
  const expected = {
    'biz-poll': 100,
    'biz-comments': 5000,
    'biz-live': name.includes('one') ? 1 : 100,
  }[tag];
  return { tag, attrs, build, small, expected };
}

function hugeMount(tag, attrs) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.getElementById('slot').append(el);
  return el;
}

function hugeShownCount(el, tag) {
  return (
    el.shadowRoot?.querySelectorAll(
      tag === 'biz-poll'
        ? '[part~=result]'
        : tag === 'biz-comments'
          ? '[part~=comment]'
          : '[part~=message]',
    ).length ?? 0
  );
}

/** Page function: case `name` measured: longest task, long tasks, time to the capped list. */
async function measureHugeInPage(name) {
  const { tag, attrs, build, small, expected } = hugeCase(name);
  let body = small;
  let bytes = new TextEncoder().encode(body);
  const type = tag === 'biz-comments' ? 'text/html; charset=utf-8' : 'application/json';
  window.fetch = async () => {
    await hugeTick();
    return new Response(bytes, { status: 200, headers: { 'Content-Type': type } });
  };
  // Warm-up: the element's chunk, React and the sanitizer, on a small answer.
  await window.BizWidgets.load(tag);
  const warm = hugeMount(tag, attrs);
  while (hugeShownCount(warm, tag) === 0) await hugeTick(10);
  await hugeTick(300);
  warm.remove();
  body = build();
  bytes = new TextEncoder().encode(body);
  await hugeTick(300);
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  const el = hugeMount(tag, attrs);
  const notice = () => el.shadowRoot?.querySelector('[part~=capped]');
  while (!(notice() && hugeShownCount(el, tag) >= expected) && performance.now() - start < 60_000) {
    await hugeTick(20);
  }
  const visible = performance.now() - start;
  await hugeTick(1000);
  observer.disconnect();
  const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
  return {
    longest,
    tasks: tasks.length,
    visible,
    shown: hugeShownCount(el, tag),
    notice: (notice()?.textContent ?? '(none)').replace(/\u00a0/g, ' '),
    size: body.length,
  };
}

const HUGE_HELPERS = [
  hugeTick,
  hugePollRows,
  hugeComments,
  hugeLiveMessages,
  hugeCase,
  hugeMount,
  hugeShownCount,
];

/** Measures the huge case `name` in a fresh page of `target`; resolves to its figures. */
async function benchHuge(browser, target, name) {
  const page = await browser.newPage();
  await asReaderTab(page);
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(() => localStorage.setItem('token', 'b'.repeat(32)));
  await page.goto(target);
  await page.waitForFunction(() => 'BizWidgets' in window);
  const result = await page.evaluate(pageScript(measureHugeInPage, HUGE_HELPERS, name));
  await page.close();
  return result;
}

if (!ONLY) {
  await withBrowser(async (browser, target) => {
    for (const name of [
      'poll 200000',
      'poll 160000',
      'comments 100000',
      'live 10 MB, 50000 messages',
      'live 10 MB, one message',
    ]) {
      const r = await benchHuge(browser, target, name);
      console.log(
        `huge answer, ${name} (${(r.size / 1048576).toFixed(1)} MB): longest task ${r.longest.toFixed(0)} ms ` +
          `(target < 200) ${r.longest < 200 ? 'ok' : 'OVER TARGET'}, ${r.tasks} long tasks; ` +
          `${r.shown} shown after ${r.visible.toFixed(0)} ms, notice: «${r.notice}»`,
      );
    }
  });
}
