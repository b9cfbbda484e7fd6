// `npm run bench`: measures the built bundle (dist/) in the system Chromium, on 127.0.0.1 only.
// Figures: cold start (autoloader → five elements defined and rendered) and warm rendering of
// 200 <biz-article-rating>, median of several runs, in ms. Run `npm run build` first.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { findChrome } from './find-chrome.mjs';

const RUNS = 7;
if (!existsSync('dist/biz-widgets.js')) {
  console.error('dist/ not found: run `npm run build` first.');
  process.exit(1);
}
const chrome = findChrome();
if (!chrome) {
  console.error('Chromium not found: `apt-get install chromium`, or set CHROME_PATH.');
  process.exit(1);
}

const PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title></head>
<body><div id="article"><h2>Раздел один</h2><p>Текст.</p><h3>Подраздел</h3><p>Текст.</p><h2>Раздел два</h2></div>
<div id="slot"></div><script type="module" src="/biz-widgets.js"></script></body></html>`;

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };
const server = createServer(async (req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    return;
  }
  try {
    const file = join('dist', normalize(path).replace(/^([/\\])+/, ''));
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({
  executablePath: chrome,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold = [];
const warm = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
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

console.log(
  `cold start, five elements defined and rendered: median ${median(cold).toFixed(1)} ms (runs: ${cold.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(
  `200 <biz-article-rating> rendered (warm): median ${median(warm).toFixed(1)} ms (runs: ${warm.map((x) => x.toFixed(0)).join(', ')})`,
);
