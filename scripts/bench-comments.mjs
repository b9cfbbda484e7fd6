// `node scripts/bench-comments.mjs` (or `BENCH_ONLY=comments npm run bench`): <biz-comments> with
// 100, 500 and 2,000 comments from the built bundles (React dist/, Preact dist/preact/) in the
// system Chromium, 4× CPU, 412×823, each figure beside a plain innerHTML of the same generated
// answer; budgets and results: docs/architecture.md#budgets. Reports; never fails. Figures in ms
// from the answer's responseEnd: painted = first rAF frame (layout forced) showing the first / all
// comments (feed not aria-busy); longest task and TBT from 'longtask' entries after the body was
// read (the receipt before it apart); clicks = longest Event Timing entry of a CDP click (reply,
// «+», reactions, another order, and «N новых комментариев» once a poll brought a reply). Cases:
// quiet, permalink (#comment-{id}), busy (page work every frame). A fresh warmed page per
// measurement; element and plain paired, order alternating; medians. Env (default): BENCH_RUNS (3),
// BENCH_COUNTS (100,500,2000), BENCH_RUNTIMES (react,preact), BENCH_DIST (dist; Preact: its
// preact/), BENCH_CASES (quiet,permalink,busy), BENCH_PERMALINK_AT (10,1000,1950), BENCH_THROTTLE
// (4), BENCH_CLICKS (3), BENCH_VERBOSE=1|2, BENCH_COLD=1 (no warm-up), BENCH_STATIC=1 (static
// floor), BENCH_THREAD=N (threads of N comments instead of about 4; BENCH_CHAIN=1: each a reply
// chain), BENCH_PROFILE=dir
// (.cpuprofile), BENCH_TRACE=dir (traces; BENCH_THROTTLE=1 for CPU times): scripts/profile-top.mjs.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { serveFile } from './bench-serve.mjs';
import {
  formatInterval,
  formatShare,
  interval,
  judge,
  median,
  oddRuns,
  share,
} from './bench-stats.mjs';
import { CHROMIUM_ARGS, findChrome } from './find-chrome.mjs';
import { asReaderTab } from './reader-tab.mjs';
import { pageScript } from './page-script.mjs';

/** Budget: ms from the answer or click, counts, MB; buttons: on the comment with the fewest. */
const BUDGET = {
  firstPaint: 500,
  permalink: 500,
  longestTask: 50,
  longestTaskCeiling: 100,
  tbt500: 300,
  click2000: 200,
  order2000: 200,
  elementsPerComment: 15,
  buttonsPerComment: 5,
  heap2000: 12,
  nodes2000: 40_000,
};

const THROTTLE = Number(process.env.BENCH_THROTTLE) || 4;
const VIEWPORT = { width: 412, height: 823 };

/** `count` comments in the markup contract (src/api/schemas/comment-markup.ts); deterministic. */
function commentsHtml(count = 500) {
  const words = (
    'парк резиденты инвестиции область завод рабочие места налог льготы аренда подстанция ' +
    'сроки бюджет предприятие кредит выручка рынок дорога кадры зарплата проект министерство'
  ).split(' ');
  const names = ['Игорь Петров', 'Марина Кузнецова', 'Дмитрий Волков', 'Ольга Лебедева', ''];
  let seed = 7;
  const rnd = (n) => ((seed = (seed * 48271) % 2147483647), seed % n);
  const sentence = () => {
    const n = 6 + rnd(10);
    const out = Array.from({ length: n }, () => words[rnd(words.length)]).join(' ');
    return out.charAt(0).toUpperCase() + out.slice(1) + '.';
  };
  const items = [];
  const depth = new Map();
  // BENCH_THREAD=N: threads of N comments each (a root and its replies, three levels deep at
  // most), as a discussion with a few large threads; by default about 4 comments a thread.
  const thread = Number(process.env.BENCH_THREAD) || 0;
  // BENCH_CHAIN=1 (with BENCH_THREAD): each reply of a thread answers the one before it, a chain
  // as deep as the thread (a long back-and-forth of two readers).
  const chain = process.env.BENCH_CHAIN === '1';
  for (let i = 0; i < count; i++) {
    const id = 10000 + i;
    let parent = 0;
    if (thread > 1 && i % thread !== 0) {
      const root = 10000 + i - (i % thread);
      const candidate = root + rnd(i % thread);
      if (chain) parent = id - 1;
      else parent = (depth.get(candidate) ?? 0) < 3 ? candidate : root;
    } else if (!thread && i % 4 !== 0) {
      const candidate = 10000 + i - 1 - rnd(Math.min(i, 3));
      parent = (depth.get(candidate) ?? 0) < 3 ? candidate : 0;
    }
    depth.set(id, parent ? (depth.get(parent) ?? 0) + 1 : 0);
    const paragraphs = Array.from(
      { length: 1 + rnd(i % 17 === 0 ? 6 : 2) },
      () => `<p>${Array.from({ length: 1 + rnd(3) }, sentence).join(' ')}</p>`,
    ).join('');
    const author = names[rnd(names.length)];
    items.push(
      `<article class="biz-comment" id="comment-${id}" data-comment-id="${id}" data-parent-id="${parent}" ` +
        `data-author="${author}" data-userpic="" data-anonymous="${author ? 0 : 1}" ` +
        `data-timestamp="${1760000000 + i * 60}" data-rating="${rnd(30) - 8}" ` +
        `data-emoji='{"like":${rnd(9)},"laugh":${rnd(2)},"wow":${rnd(3)},"sad":0,"angry":${rnd(2)}}' ` +
        `data-status="active"><div class="biz-comment__message">${paragraphs}</div></article>`,
    );
  }
  return items.join('\n');
}

const PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="biz-widgets:user" content='{"username":"Читатель Бенча","userpic":""}'></head>
<body><div id="slot"></div><script type="module" src="/biz-widgets.js"></script></body></html>`;

/** The id of the reply a poll brings in the «new comments» click (`/arrive/{list}`). */
const ARRIVAL_ID = '99999';

/**
 * Serves PAGE, `dist`, lists `/comments/list/n{N}-{tag}` (no-store), ok to POSTs; POST
 * /comments/new answers nothing new, except once after GET `/arrive/n{N}-{tag}` armed that list:
 * a reply to its last comment.
 */
async function startServer(dist) {
  const lists = new Map();
  /** List id → the /comments/new answer its next poll gets (once). */
  const arrivals = new Map();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (req.method === 'POST') {
      let body = '{"status":"ok"}';
      if (path === '/comments/new') {
        let sent = '';
        for await (const chunk of req) sent += chunk;
        // The one reply armed for this list (`/arrive/{list}`), once; else nothing new.
        const id = /n\d+-[\w-]+/.exec(decodeURIComponent(sent))?.[0] ?? '';
        body = arrivals.get(id) ?? '{}';
        arrivals.delete(id);
      } else req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
      return;
    }
    const arrive = /^\/arrive\/(n(\d+)-[\w-]+)$/.exec(path);
    if (arrive) {
      // The next poll of list n{N}-…: a reply to its last comment, from a reader not in it.
      const last = String(10000 + Number(arrive[2]) - 1);
      const reply = {
        id: ARRIVAL_ID,
        parent_id: last,
        author: 'Анна Новикова',
        message: '<p>Только что прочитала обсуждение: согласна с последним ответом.</p>',
        timestamp: Math.floor(Date.now() / 1000),
        rating: 0,
      };
      arrivals.set(arrive[1], JSON.stringify({ [last]: [reply] }));
      res.writeHead(204).end();
      return;
    }
    if (path === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    const list = /^\/comments\/list\/n(\d+)-[\w-]+$/.exec(path);
    if (list) {
      const n = Number(list[1]);
      if (!lists.has(n)) lists.set(n, commentsHtml(n));
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(lists.get(n));
      return;
    }
    await serveFile(res, dist, path);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

function pageFrame() {
  return new Promise((r) => requestAnimationFrame(r));
}

function pageSleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/** Page function: `article`'s own elements (not nested comments or the message's content). */
function ownElements(article) {
  const message = '[part~=message], .biz-comment__message';
  const out = [article];
  const walk = (node) => {
    for (const child of node.children) {
      if (child.matches('[part~=comment], .biz-comment')) continue;
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      if (!child.matches(message)) walk(child);
    }
  };
  walk(article);
  return out;
}

/** Page function: `article`'s reply / plus / react control, by part, else by accessible name. */
function commentControl(article, which) {
  const names = {
    reply: ['Ответить'],
    plus: ['Плюс'],
    react: ['Добавить реакцию', 'Реакции'],
  };
  const buttons = ownElements(article).filter((e) => e.localName === 'button');
  return (
    buttons.find((b) => b.matches(`[part~=${which}]`)) ??
    buttons.find((b) =>
      names[which].some((n) => (b.getAttribute('aria-label') ?? b.textContent).startsWith(n)),
    ) ??
    null
  );
}

/** Page function: the static floor, window.staticCopy as markup once list `id` was fetched. */
function mountStatic(state, box, id) {
  const host = box.appendChild(document.createElement('div'));
  const shadow = host.attachShadow({ mode: 'open' });
  const copy = window.staticCopy;
  shadow.adoptedStyleSheets = copy.sheets.map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  state.current = host;
  fetch(`/comments/list/${id}?fullpage`)
    .then((r) => r.text())
    .then(() => fillStatic(shadow, copy));
}

function fillStatic(shadow, copy) {
  const shell = document.createElement('template');
  shell.innerHTML = copy.shell;
  shadow.append(shell.content);
  const feed = shadow.querySelector('[role=feed]');
  feed.setAttribute('aria-busy', 'true');
  feed.addEventListener('click', staticClick);
  const channel = new MessageChannel();
  let i = 0;
  const slice = () => {
    let html = '';
    for (let count = 0; i < copy.items.length && count < 10; i++) {
      html += copy.items[i];
      count += (copy.items[i].match(/<article[\s>]/g) ?? []).length;
    }
    const part = document.createElement('template');
    part.innerHTML = html;
    feed.append(part.content);
    if (i < copy.items.length) channel.port2.postMessage(0);
    else feed.setAttribute('aria-busy', 'false');
  };
  channel.port1.onmessage = slice;
  slice();
}

/**
 * Page function: starts rendering list `id` as `kind`; the root to read, or null for the element's
 * shadow root. The plain page scrolls to `target`; the element reads the hash.
 */
function mountList(state, kind, box, id, target = null) {
  if (kind === 'element') {
    const el = document.createElement('biz-comments');
    el.setAttribute('article-id', id);
    el.setAttribute('poll-interval', '86400000');
    box.append(el);
    state.current = el;
    return null;
  }
  if (kind === 'static') {
    mountStatic(state, box, id);
    return null;
  }
  state.current = box;
  fetch(`/comments/list/${id}?fullpage`)
    .then((r) => r.text())
    .then((html) => {
      box.innerHTML = html;
      if (target) document.getElementById(`comment-${target}`)?.scrollIntoView({ block: 'center' });
    });
  return box;
}

/** Page function: the articles under `root` (live collections, cheap every frame). */
function countArticles(root) {
  if (!(root instanceof ShadowRoot)) return root.getElementsByTagName('article').length;
  let count = 0;
  for (const child of root.children) {
    count += (child.localName === 'article') + child.getElementsByTagName('article').length;
  }
  return count;
}

/** Page function: whether comment `id` is under `root` and in the viewport (forces layout). */
function targetOnScreen(root, id) {
  const el =
    root instanceof ShadowRoot
      ? root.getElementById(`comment-${id}`)
      : document.getElementById(`comment-${id}`);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.bottom > 0 && r.top < innerHeight;
}

/**
 * Page function: polls each frame until `n` comments painted and `target` on screen (≤ 3 min):
 * `{first, all, onScreen, left, root}` (performance.now(); NaN if not; `left`: target gone again).
 */
function waitForPaint(state, root, n, target = null) {
  const started = performance.now();
  let first = NaN;
  let all = NaN;
  let onScreen = NaN;
  let left = NaN;
  return new Promise((resolve) => {
    const done = () => resolve({ first, all, onScreen, left, root });
    const check = () => {
      root ??= state.current.shadowRoot;
      // The target first, before anything else forces this frame's layout.
      if (root && target && Number.isNaN(left)) {
        const seen = targetOnScreen(root, target);
        if (seen && Number.isNaN(onScreen)) onScreen = performance.now();
        else if (!seen && !Number.isNaN(onScreen)) left = performance.now();
      }
      const busy =
        !Number.isNaN(first) && root?.querySelector('[role=feed][aria-busy=true]') != null;
      if (root && !busy && Number.isNaN(all)) {
        // Counting walks the whole list, a long task of the bench's own: once first painted,
        // the feed's aria-busy says when the list is whole (renderList counts afterwards).
        const feed = Number.isNaN(first) ? null : root.querySelector('[role=feed]');
        const shown = feed ? n : countArticles(root);
        if (
          Number.isNaN(first) &&
          shown > 0 &&
          root.querySelector('[part~=comment], .biz-comment')
        ) {
          root.querySelector('[part~=comment], .biz-comment').getBoundingClientRect();
          first = performance.now();
        }
        if (shown >= n && root.querySelector('[role=feed][aria-busy=true]') === null) {
          // Forces this frame's layout now (else it comes after this callback, in the same task).
          root.querySelector('[part~=comment], .biz-comment').getBoundingClientRect();
          all = performance.now();
        }
      }
      if (!Number.isNaN(all) && (!target || !Number.isNaN(onScreen))) return done();
      if (performance.now() - started > 180_000) return done();
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Page function: the page's own work each frame (WORKS: busy, reads, quiet); returns a stop. */
function startPageWork(state, work) {
  if (work === 'quiet') return () => {};
  let on = true;
  const frame = () => {
    if (!on) return;
    if (work === 'busy') {
      const end = performance.now() + 8;
      while (performance.now() < end);
    } else {
      const root = state.current?.shadowRoot ?? state.current;
      const list = root?.querySelectorAll('[part~=comment], .biz-comment');
      list?.[list.length - 1]?.getBoundingClientRect();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return () => {
    on = false;
  };
}

/** Page function: renders list `id` as `kind` (`target`: hash, `work`: WORKS), from responseEnd. */
async function renderList(state, kind, id, n, { target = null, work = 'quiet' } = {}) {
  const tasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const t of list.getEntries()) tasks.push({ start: t.startTime, duration: t.duration });
  });
  observer.observe({ type: 'longtask' });
  if (target) location.hash = `#comment-${target}`;
  const stopWork = startPageWork(state, work);
  if (work !== 'quiet') {
    await pageFrame();
    await pageFrame();
  }
  const box = document.getElementById('slot').appendChild(document.createElement('div'));
  const painted = await waitForPaint(state, mountList(state, kind, box, id, target), n, target);
  const { first, root } = painted;
  await pageSleep(1000);
  stopWork();
  observer.disconnect();
  const shown = root ? root.querySelectorAll('[part~=comment], .biz-comment').length : 0;
  const all = shown === n ? painted.all : NaN;
  const answer = performance
    .getEntriesByType('resource')
    .find((e) => e.name.includes(`/comments/list/${id}?`));
  const t0 = answer ? answer.responseEnd : NaN;
  // Tasks from responseEnd until the body was read are the answer's receipt (innerHTML has it too).
  const read = answer ? (state.bodyRead.get(answer.name) ?? t0) : NaN;
  const after = tasks.filter((t) => t.start >= read);
  const receipt = tasks
    .filter((t) => t.start < read && t.start + t.duration > t0)
    .reduce((m, t) => Math.max(m, t.duration), 0);
  const longestBefore = (end) =>
    after.filter((t) => t.start < end).reduce((m, t) => Math.max(m, t.duration), 0);
  return {
    first: first - t0,
    all: all - t0,
    target: painted.onScreen - t0,
    left: painted.left - t0,
    longestToTarget: target ? longestBefore(painted.onScreen) : NaN,
    longest: after.reduce((m, t) => Math.max(m, t.duration), 0),
    tbt: after.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
    tasks: after.length,
    receipt,
    top: [...after]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((t) => [Math.round(t.start - t0), Math.round(t.duration)]),
    shown,
  };
}

function perComment(state) {
  const root = state.current.shadowRoot ?? state.current;
  const counts = [...root.querySelectorAll('[part~=comment], .biz-comment')].map((a) => {
    const mine = ownElements(a);
    return [mine.length, mine.filter((e) => e.localName === 'button').length];
  });
  const avg = (i) => counts.reduce((s, c) => s + c[i], 0) / counts.length;
  const max = (i) => counts.reduce((m, c) => Math.max(m, c[i]), 0);
  const min = (i) => counts.reduce((m, c) => Math.min(m, c[i]), Infinity);
  return {
    elements: avg(0),
    elementsMin: min(0),
    elementsMax: max(0),
    buttons: avg(1),
    buttonsMin: min(1),
    buttonsMax: max(1),
  };
}

/** Page function: the static floor's one delegated listener, doing the element's click DOM work. */
function staticClick(event) {
  const button = event.target.closest('button');
  const part = button?.getAttribute('part');
  if (part === 'plus') {
    const on = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(on));
    const sum = button.nextElementSibling;
    sum.textContent = String(Number(sum.textContent.replace('−', '-')) + (on ? 1 : -1));
  } else if (part === 'reply') {
    const actions = button.parentElement;
    const open = actions.nextElementSibling?.localName === 'form';
    if (open) actions.nextElementSibling.remove();
    else actions.after(button.getRootNode().querySelector('form').cloneNode(true));
    button.setAttribute('aria-expanded', String(!open));
  } else if (part === 'react') {
    const open = button.previousElementSibling?.classList.contains('picker');
    if (open) button.previousElementSibling.remove();
    else {
      const picker = document.createElement('span');
      picker.className = 'picker';
      picker.setAttribute('role', 'group');
      for (const glyph of ['👍', '😂', '😮', '😢', '😡']) {
        const emoji = picker.appendChild(document.createElement('button'));
        emoji.setAttribute('part', 'emoji');
        emoji.textContent = glyph;
      }
      button.before(picker);
    }
    button.setAttribute('aria-expanded', String(!open));
  }
}

/** Page function: the element's style sheets, shadow content (feed emptied) and feed items. */
function snapshot(state) {
  const shadow = state.current.shadowRoot;
  const holder = document.createElement('div');
  for (const child of shadow.children) holder.append(child.cloneNode(true));
  holder.querySelector('[role=feed]').replaceChildren();
  return {
    sheets: shadow.adoptedStyleSheets.map((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'),
    ),
    shell: holder.innerHTML,
    items: Array.from(shadow.querySelector('[role=feed]').children, (c) => c.outerHTML),
  };
}

/** Page function: control `which` of the middle comment (+37·k), scrolled there: centre, `seen`. */
async function clickTarget(state, which, k = 0) {
  const root = state.current.shadowRoot;
  const list = root.querySelectorAll('[part~=comment]');
  const button = commentControl(list[(Math.floor(list.length / 2) + 37 * k) % list.length], which);
  if (!button) return null;
  button.scrollIntoView({ block: 'center' });
  await pageFrame();
  await pageFrame();
  await pageSleep(300);
  const r = button.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, seen: state.events.length };
}

/** Page function: the longest Event Timing entry of the first click after `seen` entries. */
async function clickLatency(state, seen) {
  const started = performance.now();
  for (;;) {
    const click = state.events.slice(seen).find((e) => e.name === 'click' && e.interactionId);
    if (click) {
      await pageSleep(200);
      return state.events
        .filter((e) => e.interactionId === click.interactionId)
        .reduce((m, e) => Math.max(m, e.duration), 0);
    }
    // No entry: the interaction took less than the 16 ms threshold.
    if (performance.now() - started > 5000) return 0;
    await pageSleep(50);
  }
}

/**
 * Page function: `control` in view (centre, two frames and 300 ms to settle), then long tasks
 * recorded in `state.tasks` until {@link clickOutcome}; its centre and `seen` (Event Timing
 * entries so far).
 */
async function aimAt(state, control) {
  control.scrollIntoView({ block: 'center' });
  await pageFrame();
  await pageFrame();
  await pageSleep(300);
  state.tasks = [];
  state.taskObserver = new PerformanceObserver((list) => {
    for (const t of list.getEntries())
      state.tasks.push({ start: t.startTime, duration: t.duration });
  });
  state.taskObserver.observe({ type: 'longtask' });
  const r = control.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, seen: state.events.length };
}

/**
 * Page function: stops the recording {@link aimAt} started; the first click after `seen`: its
 * start (`t0`, NaN without one), its longest Event Timing entry (`event`, ms; 0 without one) and
 * the longest task ending after its start (`longest`, ms).
 */
function clickOutcome(state, seen) {
  state.taskObserver.disconnect();
  const click = state.events.slice(seen).find((e) => e.name === 'click' && e.interactionId);
  const t0 = click ? click.startTime : NaN;
  const event = click
    ? state.events
        .filter((e) => e.interactionId === click.interactionId)
        .reduce((m, e) => Math.max(m, e.duration), 0)
    : 0;
  const longest = state.tasks
    .filter((t) => t.start + t.duration >= t0)
    .reduce((m, t) => Math.max(m, t.duration), 0);
  return { t0, event, longest };
}

/** Page function: order radio `value` aimed at ({@link aimAt}), with the first thread's id. */
async function orderTarget(state, value) {
  const root = state.current.shadowRoot;
  const radio = root.querySelector(`input[name=order][value=${value}]`);
  if (!radio) return null;
  const aim = await aimAt(state, radio);
  const first = root.querySelector('[role=feed] [part~=comment]')?.id ?? '';
  return { ...aim, first };
}

/**
 * Page function: a poll of the element's list (the server armed with a reply to its last comment)
 * until «N новых комментариев» shows; that button aimed at ({@link aimAt}), or null (10 s).
 */
async function arrivalTarget(state) {
  const el = state.current;
  const root = el.shadowRoot;
  el.setAttribute('poll-interval', '300');
  const started = performance.now();
  let bar = null;
  while (!bar && performance.now() - started < 10_000) {
    await pageSleep(100);
    bar = root.querySelector('[part~=new-comments]');
  }
  el.setAttribute('poll-interval', '86400000');
  return bar && aimAt(state, bar);
}

/**
 * Page function: after the click on «N новых комментариев», the click's longest Event Timing
 * entry (`event`) and the longest task ending after its start until comment `id` is shown and a
 * second has passed (`longest`); NaN when the comment never showed (10 s).
 */
async function arrivalAnswer(state, seen, id) {
  const root = state.current.shadowRoot;
  const started = performance.now();
  while (!root.getElementById(`comment-${id}`) && performance.now() - started < 10_000)
    await pageFrame();
  const shown = Boolean(root.getElementById(`comment-${id}`));
  await pageSleep(1000);
  const { event, longest } = clickOutcome(state, seen);
  return shown ? { event, longest } : { event: NaN, longest: NaN };
}

/**
 * Page function: after an order click, ms from its Event Timing start to the first frame with
 * another first thread (`answer`) and with all comments back (`all`); `longest`, `event`.
 */
async function orderAnswer(state, seen, first, n) {
  const root = state.current.shadowRoot;
  let answer = NaN;
  let all = NaN;
  const started = performance.now();
  while (performance.now() - started < 45_000 && Number.isNaN(all)) {
    await pageFrame();
    const now = performance.now();
    const top = root.querySelector('[role=feed] [part~=comment]');
    if (Number.isNaN(answer) && top && top.id !== first) {
      top.getBoundingClientRect();
      answer = now;
    }
    // Counting walks the whole list, a long task of the bench's own: the feed's aria-busy says
    // when the list is whole, and the count is checked once the long tasks are no longer observed.
    if (!Number.isNaN(answer) && root.querySelector('[role=feed][aria-busy=true]') === null)
      all = now;
  }
  await pageSleep(1000);
  const { t0, event, longest } = clickOutcome(state, seen);
  if (root.querySelectorAll('[part~=comment]').length < n) all = NaN;
  return { answer: answer - t0, all: all - t0, longest, event };
}

function removeRender(state) {
  state.current?.closest('#slot > div')?.remove();
  state.current = null;
}

/** Page function: installs `window.bench` and warms both paths up on a 3-comment list. */
async function installInPage() {
  const state = { current: null, events: [], bodyRead: new Map() };
  // When each answer's body was read into a string: the end of its receipt.
  const text = Response.prototype.text;
  Response.prototype.text = function () {
    return text.call(this).then((body) => {
      state.bodyRead.set(this.url, performance.now());
      return body;
    });
  };
  new PerformanceObserver((list) => state.events.push(...list.getEntries())).observe({
    type: 'event',
    durationThreshold: 16,
  });
  const render = (kind, id, n, options) => renderList(state, kind, id, n, options);
  const remove = () => removeRender(state);
  window.bench = {
    render,
    perComment: () => perComment(state),
    target: (which, k) => clickTarget(state, which, k),
    latency: (seen) => clickLatency(state, seen),
    orderTarget: (value) => orderTarget(state, value),
    orderAnswer: (seen, first, n) => orderAnswer(state, seen, first, n),
    arrivalTarget: () => arrivalTarget(state),
    arrivalAnswer: (seen, id) => arrivalAnswer(state, seen, id),
    remove,
    sleep: pageSleep,
    control: commentControl,
    snapshot: () => snapshot(state),
  };
  if (window.benchCold) return;
  // Warm-up: the element's chunk, the runtime, the sanitizer and the reply form's chunk.
  await window.BizWidgets.load('biz-comments');
  await render('plain', 'n3-warm-plain', 3);
  remove();
  await render('element', 'n3-warm-element', 3);
  const article = state.current.shadowRoot.querySelector('[part~=comment]');
  commentControl(article, 'reply')?.click();
  await pageSleep(1000);
  commentControl(article, 'react')?.click();
  await pageSleep(300);
  remove();
  await pageSleep(300);
}

const IN_PAGE = [
  pageFrame,
  pageSleep,
  ownElements,
  commentControl,
  mountStatic,
  fillStatic,
  mountList,
  countArticles,
  targetOnScreen,
  waitForPaint,
  startPageWork,
  renderList,
  perComment,
  staticClick,
  snapshot,
  clickTarget,
  clickLatency,
  aimAt,
  clickOutcome,
  orderTarget,
  orderAnswer,
  arrivalTarget,
  arrivalAnswer,
  removeRender,
];

/** BENCH_TRACE or BENCH_PROFILE: file `{name}-{what}` between start() and stop(what). */
async function profiler(cdp, page, name) {
  const traces = process.env.BENCH_TRACE;
  if (traces && name) {
    mkdirSync(traces, { recursive: true });
    let path;
    return {
      start: () =>
        page.tracing.start({
          path: (path = join(traces, `${name}-next.json`)),
          categories: ['toplevel', 'devtools.timeline', 'v8.execute'],
        }),
      stop: async (what) => {
        await page.tracing.stop();
        writeFileSync(join(traces, `${name}-${what}.json`), readFileSync(path));
      },
    };
  }
  const dir = process.env.BENCH_PROFILE;
  if (!dir || !name) return { start: async () => {}, stop: async () => {} };
  mkdirSync(dir, { recursive: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  return {
    start: () => cdp.send('Profiler.start'),
    stop: async (what) => {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(dir, `${name}-${what}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

/** One quiet-case measurement on a fresh page (`copy`, `wantCopy`: the static floor's snapshot). */
async function measure(browser, origin, kind, n, tag, { copy, wantCopy } = {}) {
  const page = await browser.newPage();
  await asReaderTab(page);
  const step = (what) =>
    process.env.BENCH_VERBOSE === '2' && console.log(`[comments] ${n} ${kind} ${tag}: ${what}`);
  if (process.env.BENCH_VERBOSE === '2') {
    page.on('console', (m) => console.log(`[page] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
    page.on('error', (e) => console.log(`[page crash] ${e.message}`));
    browser.on('disconnected', () => console.log(`[browser disconnected]`));
  }
  try {
    await page.setViewport(VIEWPORT);
    await page.evaluateOnNewDocument(() => localStorage.setItem('token', 'b'.repeat(32)));
    await page.goto(origin);
    await page.waitForFunction(() => 'BizWidgets' in window);
    step('loaded');
    await page.evaluate(pageScript(installInPage, IN_PAGE));
    if (copy) await page.evaluate((c) => (window.staticCopy = c), copy);
    step('warmed up');
    const cdp = await page.createCDPSession();
    await cdp.send('HeapProfiler.enable');
    const memory = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      return {
        heap: usedSize,
        nodes,
        listeners: jsEventListeners,
        renderer: rendererMemory(browser),
      };
    };
    const before = await memory();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const profile = await profiler(cdp, page, kind === 'element' ? `${tag}-${n}` : null);
    await profile.start();
    const timing = await page.evaluate(
      (kind, id, n) => window.bench.render(kind, id, n),
      kind,
      `n${n}-${tag}-${kind}`,
      n,
    );
    await profile.stop('render');
    step(`rendered ${JSON.stringify(timing)}`);
    const after = await memory();
    const counts = await page.evaluate(() => window.bench.perComment());
    const result = {
      ...timing,
      ...counts,
      heap: (after.heap - before.heap) / 1048576,
      renderer: after.renderer - before.renderer,
      nodes: after.nodes - before.nodes,
      listeners: after.listeners - before.listeners,
    };
    if (wantCopy && kind === 'element' && timing.shown === n)
      Object.defineProperty(result, 'copy', {
        value: await page.evaluate(() => window.bench.snapshot()),
        enumerable: false,
      });
    if (kind !== 'plain' && timing.shown === n) {
      // BENCH_CLICKS clicks each, on different comments; reply and reactions closed again after.
      const clicks = Number(process.env.BENCH_CLICKS) || 3;
      for (const which of ['reply', 'plus', 'react']) {
        const times = [];
        for (let k = 0; k < clicks; k++) {
          const at = await page.evaluate((w, k) => window.bench.target(w, k), which, k);
          if (!at) break;
          await profile.start();
          await page.mouse.click(at.x, at.y);
          times.push(await page.evaluate((seen) => window.bench.latency(seen), at.seen));
          await profile.stop(`${which}${k}`);
          if (which !== 'plus') {
            const again = await page.evaluate((w, k) => window.bench.target(w, k), which, k);
            if (again) await page.mouse.click(again.x, again.y);
          }
          await page.evaluate(() => window.bench.sleep(500));
        }
        result[which] = times.length ? median(times) : NaN;
      }
      // «Сначала старые» is the answer's own order: clicked first, nothing would change.
      const orders = [];
      for (const value of ['new', 'old']) {
        const at = await page.evaluate((v) => window.bench.orderTarget(v), value);
        if (!at) break;
        await profile.start();
        await page.mouse.click(at.x, at.y);
        orders.push(
          await page.evaluate((s, f, n) => window.bench.orderAnswer(s, f, n), at.seen, at.first, n),
        );
        await profile.stop(`order-${value}`);
      }
      for (const field of ['answer', 'all', 'longest'])
        result[`order_${field}`] = orders.length
          ? // page.evaluate hands NaN (not reached) back as null.
            orders.map((o) => o[field] ?? NaN).reduce((a, b) => a + b) / orders.length
          : NaN;
      // A poll brings one reply to the last comment; the reader shows it with «N новых комментариев».
      await page.evaluate((id) => fetch(`/arrive/${id}`), `n${n}-${tag}-${kind}`);
      const bar = kind === 'element' && (await page.evaluate(() => window.bench.arrivalTarget()));
      if (bar) {
        await profile.start();
        await page.mouse.click(bar.x, bar.y);
        const arrival = await page.evaluate(
          (seen, id) => window.bench.arrivalAnswer(seen, id),
          bar.seen,
          ARRIVAL_ID,
        );
        await profile.stop('arrival');
        result.arrival = arrival.event ?? NaN;
        result.arrival_longest = arrival.longest ?? NaN;
      } else [result.arrival, result.arrival_longest] = [NaN, NaN];
    }
    return result;
  } finally {
    // A crashed page must not hide the error that crashed it.
    await page.close().catch(() => {});
  }
}

/** One permalink or busy measurement on a fresh page; `name` goes into the URL and trace names. */
async function measureCase(browser, origin, kind, n, tag, name, { target = null, work = 'quiet' }) {
  const page = await browser.newPage();
  await asReaderTab(page);
  if (process.env.BENCH_VERBOSE === '2') {
    page.on('console', (m) => console.log(`[page] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
  }
  try {
    await page.setViewport(VIEWPORT);
    await page.evaluateOnNewDocument(() => localStorage.setItem('token', 'b'.repeat(32)));
    if (COLD) await page.evaluateOnNewDocument(() => (window.benchCold = true));
    await page.goto(origin);
    await page.waitForFunction(() => 'BizWidgets' in window);
    await page.evaluate(pageScript(installInPage, IN_PAGE));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const profile = await profiler(cdp, page, `${tag}-${n}-${name}-${kind}`);
    await profile.start();
    const timing = await page.evaluate(
      (kind, id, n, options) => window.bench.render(kind, id, n, options),
      kind,
      `n${n}-${tag}-${name}-${kind}`,
      n,
      { target, work },
    );
    await profile.stop('render');
    return timing;
  } finally {
    await page.close().catch(() => {});
  }
}

const CASES = new Set((process.env.BENCH_CASES ?? 'quiet,permalink,busy').split(','));

const COLD = process.env.BENCH_COLD === '1';

const PERMALINK_COUNT = 2000;
const PERMALINK_AT = (process.env.BENCH_PERMALINK_AT ?? '10,1000,1950').split(',').map(Number);

const commentAt = (position) => String(10000 + position - 1);

const WORKS = {
  quiet: 'quiet page',
  busy: '8 ms of every frame',
  reads: 'shadow DOM read every frame',
};

/** Renderer processes' PSS, MB (/proc; NaN off Linux): unlike the JS heap, with DOM and layout. */
function rendererMemory(browser) {
  const root = browser.process()?.pid;
  if (!root || !existsSync('/proc/self/smaps_rollup')) return NaN;
  const parentOf = (pid) => {
    try {
      return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
    } catch {
      return 0;
    }
  };
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let cmdline;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes('--type=renderer')) continue;
    // One of this browser's: its parent (zygote or not) descends from the browser process.
    let up = Number(pid);
    for (let i = 0; i < 4 && up > 1 && up !== root; i++) up = parentOf(up);
    if (up !== root) continue;
    try {
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      kb += Number(pss?.[1] ?? 0);
    } catch {
      // It ended between the listing and the read.
    }
  }
  return kb / 1024;
}

/** Prints `rows` ({key, field, what, budget}): means of the runs, 95 % intervals, verdicts. */
function printIntervals(medians, rows) {
  const lines = [];
  for (const { key, field, what, budget } of rows) {
    const runs = medians.get(key)?.runs;
    if (!runs) continue;
    const figure = interval(runs.map((r) => r[field] ?? NaN));
    if (!figure.n) continue;
    lines.push(
      `- ${what}: ${formatInterval(figure, { unit: ' ms' })}, budget <= ${budget}: ${judge(figure, budget)}`,
    );
  }
  if (lines.length)
    console.log(`Means of the runs with their 95 % intervals:\n${lines.join('\n')}`);
}

/**
 * For each `{ key, what }` (a cell of `medians`, with its `runs`): the runs with a task over the
 * ceiling (the budget read as written, "no task over 100 ms": a share with its exact interval, the
 * target none) and the mean count of long tasks (over 50 ms) a run, with its interval. A run's
 * longest task alone hides how many long tasks it had.
 */
function printOvers(medians, rows) {
  const ceiling = BUDGET.longestTaskCeiling;
  const lines = [];
  for (const { key, what } of rows) {
    const runs = medians.get(key)?.runs?.filter((r) => Number.isFinite(r.longest));
    if (!runs?.length) continue;
    const over = share(runs.filter((r) => r.longest > ceiling).length, runs.length);
    const long = interval(runs.map((r) => r.tasks));
    lines.push(
      `- ${what}: runs with a task over ${ceiling} ms ${formatShare(over)}; tasks over 50 ms a run ${formatInterval(long, { digits: 1 })}`,
    );
  }
  if (lines.length)
    console.log(
      `Runs with a long task (the target: none over ${ceiling} ms):\n${lines.join('\n')}`,
    );
}

function ownChunk(dist) {
  const dir = join(dist, 'chunks');
  if (!existsSync(dir)) return null;
  const own = readdirSync(dir).find((f) => /^biz-comments-[\w-]{6}\.js$/.test(f));
  if (!own) return null;
  return { own, kb: gzipSync(readFileSync(join(dir, own)), { level: 9 }).length / 1024 };
}

/**
 * Runs the comments bench and prints its tables. `runs` (paired runs per cell), `counts`,
 * `runtimes` ('react' → dist/, 'preact' → dist/preact/, or BENCH_DIST's), `chrome` (a Chromium path). Resolves to
 * the medians by `${runtime} ${n} ${kind}`, each with its `runs`.
 */
export async function benchComments({
  runs: asked = Number(process.env.BENCH_RUNS) || 3,
  counts = (process.env.BENCH_COUNTS ?? '100,500,2000').split(',').map(Number),
  runtimes = (process.env.BENCH_RUNTIMES ?? 'react,preact').split(','),
  chrome = findChrome(),
} = {}) {
  const runs = oddRuns(asked);
  const builds = runtimes
    .map((runtime) => ({
      runtime,
      // BENCH_DIST names the React build; the Preact build is its `preact/` folder.
      dist: join(process.env.BENCH_DIST ?? 'dist', runtime === 'preact' ? 'preact' : ''),
    }))
    .filter(({ runtime, dist }) => {
      if (existsSync(join(dist, 'biz-widgets.js'))) return true;
      console.log(`[comments] ${runtime}: ${dist}/ not built (npm run build), skipped`);
      return false;
    });
  const servers = await Promise.all(builds.map((b) => startServer(b.dist)));
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: [...CHROMIUM_ARGS],
    // With the Network domain on, DevTools copies every response: for 2,000 comments a 170–190 ms
    // task that no reader has.
    networkEnabled: false,
    protocolTimeout: 600_000,
    dumpio: process.env.BENCH_VERBOSE === '2',
  });
  const raw = new Map();
  const cell = (runtime, n, kind) => {
    const key = `${runtime} ${n} ${kind}`;
    if (!raw.has(key)) raw.set(key, []);
    return raw.get(key);
  };
  const started = Date.now();
  const quietCounts = CASES.has('quiet') ? counts : [];
  // Busy counts without a quiet run of their own (or cold) get a quiet page here to compare with.
  const busyCounts = CASES.has('busy') ? counts.filter((n) => n >= 500) : [];
  const works = (n) => [...(quietCounts.includes(n) && !COLD ? [] : ['quiet']), 'busy', 'reads'];
  const positions = CASES.has('permalink') ? PERMALINK_AT : [];
  const paired = async (run, n, name, options) => {
    for (const [i, { runtime }] of builds.entries()) {
      const order = (run + i) % 2 === 0 ? ['plain', 'element'] : ['element', 'plain'];
      for (const kind of order) {
        const r = await measureCase(browser, servers[i].origin, kind, n, `r${run}`, name, options);
        cell(runtime, n, `${kind} ${name}`).push(r);
        if (process.env.BENCH_VERBOSE)
          console.log(
            `[comments] run ${run + 1} ${runtime} ${n} ${name} ${kind}: ${JSON.stringify(r)}`,
          );
      }
    }
  };
  try {
    for (let run = 0; run < runs; run++) {
      for (const at of positions)
        await paired(run, PERMALINK_COUNT, `permalink${at}`, { target: commentAt(at) });
      for (const n of busyCounts) for (const work of works(n)) await paired(run, n, work, { work });
      for (const n of quietCounts) {
        for (const [i, { runtime }] of builds.entries()) {
          const order = (run + i) % 2 === 0 ? ['plain', 'element'] : ['element', 'plain'];
          if (STATIC && i === 0) order.splice(order.indexOf('element') + 1, 0, 'static');
          let copy;
          for (const kind of order) {
            const r = await measure(browser, servers[i].origin, kind, n, `r${run}`, {
              copy,
              wantCopy: STATIC && i === 0,
            });
            if (kind === 'element') copy = r.copy;
            if (kind === 'static' && !copy) continue;
            cell(runtime, n, kind).push(r);
            if (process.env.BENCH_VERBOSE)
              console.log(
                `[comments] run ${run + 1} ${runtime} ${n} ${kind}: ${JSON.stringify(r)}`,
              );
          }
        }
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.close();
  }
  const medians = new Map();
  for (const [key, results] of raw) {
    const m = {};
    for (const field of Object.keys(results[0])) m[field] = median(results.map((r) => r[field]));
    m.runs = results;
    medians.set(key, m);
  }
  const seconds = (Date.now() - started) / 1000;
  if (quietCounts.length) printTable(medians, builds, quietCounts, runs, seconds);
  if (positions.length) printPermalink(medians, builds, positions, runs, seconds);
  if (busyCounts.length) printBusy(medians, builds, busyCounts, runs, seconds);
  if (STATIC) printStatic(medians, builds[0]?.runtime, quietCounts);
  for (const { runtime, dist } of builds) {
    const chunk = ownChunk(dist);
    if (chunk)
      console.log(
        `<biz-comments> own chunk, ${runtime} (${chunk.own}): ${chunk.kb.toFixed(2)} KB gzip (its budget: npm run size)`,
      );
  }
  return medians;
}

/** BENCH_STATIC=1: the element's final shadow DOM as plain markup in the same slices: a floor. */
const STATIC = process.env.BENCH_STATIC === '1';

function printStatic(medians, runtime, counts) {
  console.log(
    `\nThe static floor (BENCH_STATIC=1), beside <biz-comments> on ${runtime} and the plain innerHTML: element / static / plain`,
  );
  console.log(
    '| comments | first painted | all painted | longest task | TBT | reply click | «+» click | reactions click | JS heap added | DOM nodes added |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const n of counts) {
    const [e, f, p] = ['element', 'static', 'plain'].map((k) =>
      medians.get(`${runtime} ${n} ${k}`),
    );
    if (!e || !f || !p) continue;
    const three = (field, show = ms) => `${show(e[field])} / ${show(f[field])} / ${show(p[field])}`;
    const mb = (x) => `${x.toFixed(1)} MB`;
    console.log(
      `| ${n.toLocaleString('en-US')} | ${three('first')} | ${three('all')} | ${three('longest')} | ${three('tbt')} | ` +
        `${click(e.reply)} / ${click(f.reply)} | ${click(e.plus)} / ${click(f.plus)} | ${click(e.react)} / ${click(f.react)} | ` +
        `${three('heap', mb)} | ${three('nodes')} |`,
    );
  }
}

const ms = (x) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString('en-US')}` : '–');
const click = (x) => (x === 0 ? '<16' : ms(x));
const mark = (over) => (over ? ' OVER' : '');

/**
 * Prints the «N новых комментариев» click's table (`e.arrival`, `e.arrival_longest`), adding what
 * is over budget at 2,000 comments to `overs`.
 */
function printArrivals(medians, builds, counts, overs) {
  console.log(
    '\nNew comments shown (a poll brought a reply to the last comment; a click on «N новых комментариев», after the order clicks; the median of the runs):\n' +
      '| build | comments | the click | longest task |\n|---|---|---|---|',
  );
  for (const { runtime } of builds) {
    for (const n of counts) {
      const e = medians.get(`${runtime} ${n} element`);
      if (!e || e.arrival === undefined) continue;
      const big = n >= 2000;
      const clickOver = big && !(e.arrival <= BUDGET.click2000);
      const longestOver = big && !(e.arrival_longest <= BUDGET.longestTaskCeiling);
      if (clickOver) overs.push(`${runtime} ${n}: new comments click ${click(e.arrival)}`);
      if (longestOver)
        overs.push(`${runtime} ${n}: new comments longest task ${ms(e.arrival_longest)}`);
      console.log(
        `| ${runtime} | ${n.toLocaleString('en-US')} | ${click(e.arrival)}${mark(clickOver)} | ${ms(e.arrival_longest)}${mark(longestOver)} |`,
      );
    }
  }
  console.log(
    `Budget: with 2,000 comments the click <= ${BUDGET.click2000} ms (its longest Event Timing entry), no task over ${BUDGET.longestTaskCeiling} ms until the reply is shown and a second after.`,
  );
}

function printTable(medians, builds, counts, runs, seconds) {
  console.log(
    `\n<biz-comments>: ${THROTTLE}× CPU throttling, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
      `ms from the list's answer; median of ${runs} paired runs; element / plain innerHTML of the same answer ` +
      `(${seconds.toFixed(0)} s)`,
  );
  console.log(
    '| build | comments | first painted | all painted | longest task | answer’s receipt | TBT | reply click | «+» click | reactions click | elements / comment | buttons on every comment | JS heap added | renderer memory added | DOM nodes added |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const overs = [];
  for (const { runtime } of builds) {
    for (const n of counts) {
      const e = medians.get(`${runtime} ${n} element`);
      const p = medians.get(`${runtime} ${n} plain`);
      if (!e || !p) continue;
      const check = (what, value, over) => {
        if (over) overs.push(`${runtime} ${n}: ${what} ${value}`);
        return mark(over);
      };
      const longestOver = e.longest > BUDGET.longestTask;
      const cells = [
        `${ms(e.first)}${check('first painted', ms(e.first), e.first > BUDGET.firstPaint)} / ${ms(p.first)}`,
        `${ms(e.all)} / ${ms(p.all)}`,
        `${ms(e.longest)}${check(
          `longest task${e.longest > BUDGET.longestTaskCeiling ? ' (over the 100 ms ceiling)' : ''}`,
          ms(e.longest),
          longestOver,
        )} / ${ms(p.longest)}`,
        `${ms(e.receipt)} / ${ms(p.receipt)}`,
        `${ms(e.tbt)}${n === 500 ? check('TBT', ms(e.tbt), e.tbt > BUDGET.tbt500) : ''} / ${ms(p.tbt)}`,
        ...['reply', 'plus', 'react'].map(
          (w) =>
            `${click(e[w])}${n >= 2000 ? check(`${w} click`, click(e[w]), !(e[w] <= BUDGET.click2000)) : ''}`,
        ),
        `${e.elements.toFixed(1)} (${e.elementsMin}–${e.elementsMax})${check(
          'elements per comment',
          e.elements.toFixed(1),
          e.elements > BUDGET.elementsPerComment,
        )} / ${p.elements.toFixed(1)}`,
        `${e.buttonsMin}${check(
          'buttons on every comment',
          e.buttonsMin,
          e.buttonsMin > BUDGET.buttonsPerComment,
        )} (mean ${e.buttons.toFixed(1)}, max ${e.buttonsMax}) / ${p.buttons.toFixed(1)}`,
        `${e.heap.toFixed(1)} MB${n >= 2000 ? check('JS heap', `${e.heap.toFixed(1)} MB`, e.heap > BUDGET.heap2000) : ''} / ${p.heap.toFixed(1)} MB`,
        `${e.renderer.toFixed(0)} MB / ${p.renderer.toFixed(0)} MB`,
        `${ms(e.nodes)}${n >= 2000 ? check('DOM nodes', ms(e.nodes), e.nodes > BUDGET.nodes2000) : ''} / ${ms(p.nodes)}`,
      ];
      console.log(`| ${runtime} | ${n.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
    }
  }
  console.log(
    `Budget: first painted <= ${BUDGET.firstPaint} ms at any count; longest task <= ${BUDGET.longestTask} ms, ` +
      `never over ${BUDGET.longestTaskCeiling}; TBT of 500 comments <= ${BUDGET.tbt500} ms; clicks <= ${BUDGET.click2000} ms ` +
      `with 2,000 comments; <= ${BUDGET.elementsPerComment} elements per comment on average, <= ${BUDGET.buttonsPerComment} buttons ` +
      `on every comment; 2,000 comments add <= ${BUDGET.heap2000} MB heap and <= ${BUDGET.nodes2000.toLocaleString('en-US')} DOM nodes.`,
  );
  console.log(
    '\nAnother order (click on «Сначала новые», then «Сначала старые»; the mean of the two, each cell the median of the runs):\n' +
      '| build | comments | its first threads on screen | every comment back | longest task |\n|---|---|---|---|---|',
  );
  for (const { runtime } of builds) {
    for (const n of counts) {
      const e = medians.get(`${runtime} ${n} element`);
      if (!e || !Number.isFinite(e.order_answer)) continue;
      const big = n >= 2000;
      const answerOver = big && !(e.order_answer <= BUDGET.order2000);
      const longestOver = big && !(e.order_longest <= BUDGET.longestTaskCeiling);
      if (answerOver) overs.push(`${runtime} ${n}: order answer ${ms(e.order_answer)}`);
      if (longestOver) overs.push(`${runtime} ${n}: order longest task ${ms(e.order_longest)}`);
      console.log(
        `| ${runtime} | ${n.toLocaleString('en-US')} | ${ms(e.order_answer)}${mark(answerOver)} | ${ms(e.order_all)} | ${ms(e.order_longest)}${mark(longestOver)} |`,
      );
    }
  }
  console.log(
    `Budget: with 2,000 comments another order's first threads on screen <= ${BUDGET.order2000} ms from the click (Event Timing startTime to the rAF frame, layout forced), no task over ${BUDGET.longestTaskCeiling} ms.`,
  );
  printArrivals(medians, builds, counts, overs);
  printIntervals(
    medians,
    builds.flatMap(({ runtime }) =>
      counts
        .filter((n) => n >= 2000)
        .flatMap((n) =>
          [
            { field: 'arrival', what: 'new comments click', budget: BUDGET.click2000 },
            {
              field: 'arrival_longest',
              what: 'its longest task',
              budget: BUDGET.longestTaskCeiling,
            },
            { field: 'order_answer', what: 'another order on screen', budget: BUDGET.order2000 },
            { field: 'order_longest', what: 'its longest task', budget: BUDGET.longestTaskCeiling },
            { field: 'first', what: 'first comments painted', budget: BUDGET.firstPaint },
            { field: 'longest', what: 'longest task', budget: BUDGET.longestTaskCeiling },
          ].map((row) => ({
            ...row,
            key: `${runtime} ${n} element`,
            what: `${runtime} ${n}: ${row.what}`,
          })),
        ),
    ),
  );
  console.log(
    overs.length ? `OVER budget: ${overs.join('; ')}` : 'All <biz-comments> figures within budget.',
  );
  console.log(
    "Each cell: <biz-comments> / plain innerHTML. Elements per comment: the comment's article and every element under it in the same shadow tree, " +
      'minus nested comments (they count for themselves) and minus what is inside its message (the message box counts); buttons the same way: ' +
      'the budget counts those every comment has (the fewest on any comment); the branch toggle of a comment with replies and «Показать полностью» ' +
      'of a long reply come where they apply (mean and max). Longest task and TBT: tasks that start after the answer’s body was read; the answer’s receipt is the ' +
      'longest task from its responseEnd until then (the browser reading it into a string), which no render changes. ' +
      'Clicks: Event Timing (the longest entry of the click interaction, to the next paint; "<16" = under the threshold). ' +
      'Heap: Runtime.getHeapUsage after HeapProfiler.collectGarbage (V8 only: not the DOM, styles and layout), renderer memory: ' +
      'the PSS of the renderer processes (/proc; the DOM, styles and layout included, no budget), nodes: Memory.getDOMCounters; each before the list and after all painted.',
  );
}

function printPermalink(medians, builds, positions, runs, seconds) {
  const n = PERMALINK_COUNT;
  console.log(
    `\n<biz-comments> opened at #comment-{id}, ${n.toLocaleString('en-US')} comments: ${THROTTLE}× CPU throttling, ` +
      `${VIEWPORT.width}×${VIEWPORT.height}, ms from the list's answer; median of ${runs} paired runs${COLD ? ', cold pages' : ''}; ` +
      `element / plain innerHTML then scrollIntoView (${seconds.toFixed(0)} s in all)`,
  );
  console.log(
    '| build | target (its place in the answer) | target on screen | then out of view | longest task until then | longest task until all painted | first painted | all painted |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const overs = [];
  for (const { runtime } of builds) {
    for (const at of positions) {
      const e = medians.get(`${runtime} ${n} element permalink${at}`);
      const p = medians.get(`${runtime} ${n} plain permalink${at}`);
      if (!e || !p) continue;
      const check = (what, value, over) => {
        if (over) overs.push(`${runtime} comment ${at}: ${what} ${value}`);
        return mark(over);
      };
      const ceiling = BUDGET.longestTaskCeiling;
      const cells = [
        `${ms(e.target)}${check('on screen', ms(e.target), !(e.target <= BUDGET.permalink))} / ${ms(p.target)}`,
        `${ms(e.left)}${check('out of view again at', ms(e.left), Number.isFinite(e.left))} / ${ms(p.left)}`,
        `${ms(e.longestToTarget)}${check('longest task until on screen', ms(e.longestToTarget), e.longestToTarget > ceiling)} / ${ms(p.longestToTarget)}`,
        `${ms(e.longest)}${check('longest task', ms(e.longest), e.longest > ceiling)} / ${ms(p.longest)}`,
        `${ms(e.first)} / ${ms(p.first)}`,
        `${ms(e.all)} / ${ms(p.all)}`,
      ];
      console.log(
        `| ${runtime} | ${at.toLocaleString('en-US')} (#comment-${commentAt(at)}) | ${cells.join(' | ')} |`,
      );
    }
  }
  console.log(
    `Budget: the target on screen <= ${BUDGET.permalink} ms from the answer and no task over ${BUDGET.longestTaskCeiling} ms, ` +
      'wherever the target is, and it stays there. On screen: the first frame (rAF polling, its layout forced) with the target in the ' +
      "element's shadow DOM and at least partly within the viewport; out of view: the first frame after that without it, until all painted " +
      '(nobody scrolls; "–" = it stayed). Longest task: tasks that start after the answer’s ' +
      'body was read, before the target was on screen, and until 1 s after all painted.',
  );
  printIntervals(
    medians,
    builds.flatMap(({ runtime }) =>
      positions.flatMap((at) =>
        [
          { field: 'target', what: 'target on screen', budget: BUDGET.permalink },
          {
            field: 'longestToTarget',
            what: 'longest task until then',
            budget: BUDGET.longestTaskCeiling,
          },
          {
            field: 'longest',
            what: 'longest task until all painted',
            budget: BUDGET.longestTaskCeiling,
          },
        ].map((row) => ({
          ...row,
          key: `${runtime} ${n} element permalink${at}`,
          what: `${runtime} comment ${at}: ${row.what}`,
        })),
      ),
    ),
  );
  printOvers(
    medians,
    builds.flatMap(({ runtime }) =>
      positions.map((at) => ({
        key: `${runtime} ${n} element permalink${at}`,
        what: `${runtime} comment ${at}`,
      })),
    ),
  );
  console.log(
    overs.length ? `OVER budget: ${overs.join('; ')}` : 'All permalink figures within budget.',
  );
}

/**
 * The key in `medians` of a busy-page cell (`kind` element or plain, `work` a key of WORKS): the
 * quiet page is the quiet table's own run when that measured this count.
 */
function busyKey(medians, runtime, n, kind, work) {
  const own = `${runtime} ${n} ${kind} ${work}`;
  return work === 'quiet' && !medians.has(own) ? `${runtime} ${n} ${kind}` : own;
}

function printBusy(medians, builds, counts, runs, seconds) {
  console.log(
    `\n<biz-comments> on a page that is not quiet: ${THROTTLE}× CPU throttling, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
      `ms from the list's answer; median of ${runs} paired runs${COLD ? ', cold pages' : ''}; element / plain innerHTML (${seconds.toFixed(0)} s in all)`,
  );
  console.log('| build | comments | page | first painted | longest task | all painted |');
  console.log('|---|---|---|---|---|---|');
  const overs = [];
  for (const { runtime } of builds) {
    for (const n of counts) {
      for (const work of Object.keys(WORKS)) {
        const of = (kind) => medians.get(busyKey(medians, runtime, n, kind, work));
        const [e, p] = [of('element'), of('plain')];
        if (!e || !p) continue;
        const check = (what, value, over) => {
          if (over) overs.push(`${runtime} ${n}, ${WORKS[work]}: ${what} ${value}`);
          return mark(over);
        };
        const cells = [
          `${ms(e.first)}${check('first painted', ms(e.first), !(e.first <= BUDGET.firstPaint))} / ${ms(p.first)}`,
          `${ms(e.longest)}${check(
            `longest task${e.longest > BUDGET.longestTaskCeiling ? ' (over the 100 ms ceiling)' : ''}`,
            ms(e.longest),
            e.longest > BUDGET.longestTask,
          )} / ${ms(p.longest)}`,
          `${ms(e.all)} / ${ms(p.all)}`,
        ];
        console.log(
          `| ${runtime} | ${n.toLocaleString('en-US')} | ${WORKS[work]} | ${cells.join(' | ')} |`,
        );
      }
    }
  }
  console.log(
    `Budget: first painted <= ${BUDGET.firstPaint} ms on every page; longest task <= ${BUDGET.longestTask} ms, never over ` +
      `${BUDGET.longestTaskCeiling}. The page's own work runs in a requestAnimationFrame loop started two frames before the ` +
      'list mounts, on the plain page too: a busy loop of 8 ms of wall time, or a querySelectorAll of the comments ' +
      "(the element's shadow DOM, the plain box) and the box of the last one; a frame's task holds it, so it counts in the longest task.",
  );
  printOvers(
    medians,
    builds.flatMap(({ runtime }) =>
      counts.flatMap((n) =>
        Object.keys(WORKS).map((work) => ({
          key: busyKey(medians, runtime, n, 'element', work),
          what: `${runtime} ${n}, ${WORKS[work]}`,
        })),
      ),
    ),
  );
  console.log(
    overs.length ? `OVER budget: ${overs.join('; ')}` : 'All busy-page figures within budget.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const chrome = findChrome();
  if (!chrome) {
    console.error('Chromium not found: `apt-get install chromium`, or set CHROME_PATH.');
    process.exit(1);
  }
  await benchComments({ chrome });
}
