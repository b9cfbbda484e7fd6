// One page load's figures from a Chromium trace, on that page's own renderer main thread (issue
// 32). A browser-wide trace also holds other renderers (headless Chromium's own chrome:// pages,
// the about:blank the tab started on), so summing every CrRendererMain thread measured the
// browser, not the page: the bench read 964 ms for a page whose own thread ran 154 ms.

/** Trace categories {@link pageFigures} needs (tasks, paints, script evaluation). */
export const PAGE_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'v8',
];

/** Names of the events that run a page's script (the page itself has none in the bench). */
const SCRIPT_EVENTS = new Set([
  'v8.evaluateModule',
  'v8.compileModule',
  'EvaluateScript',
  'FunctionCall',
  'v8.callFunction',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
]);

/**
 * The figures of the navigation to `origin` in `trace` (the JSON text a Puppeteer trace gives).
 * The page's thread: the CrRendererMain thread of the process whose main frame started the
 * navigation to `origin` (its `navigationStart` event); FCP and LCP are that navigation's
 * `firstContentfulPaint` and last `largestContentfulPaint::Candidate`, in ms after its start.
 * `cpu`: thread time (ms) of that thread's top-level tasks from the document's parsing on (the
 * previous document's unload, on the same thread, is not counted). Our tasks:
 * top-level tasks holding script evaluation or calls of a file under `origin` whose path is
 * `/biz-widgets.js` or `/chunks/…` (the page has no script of its own, so every module
 * evaluation is ours). Of those starting before LCP: `longestOursBeforeLcp`, the most time our
 * script took in one task (ms), and `longestTaskWithOursBeforeLcp`, the longest such task whole
 * (a frame in which our `requestAnimationFrame` callback ran counts whole here); before FCP:
 * `oursBeforeFcp`, our script's time (ms).
 * Throws when the trace has no such navigation.
 */
export function pageFigures(trace, origin) {
  const events = JSON.parse(trace).traceEvents;
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isOutermostMainFrame &&
        String(e.args.data.documentLoaderURL ?? '').startsWith(origin),
    )
    .at(-1);
  if (!nav) throw new Error(`no navigation to ${origin} in the trace`);
  const id = nav.args.data.navigationId;
  const pid = nav.pid;
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const ofNav = (name) =>
    events.filter((e) => e.name === name && e.pid === pid && e.args?.data?.navigationId === id);
  const fcpEvent = ofNav('firstContentfulPaint')[0];
  const lcpEvent = ofNav('largestContentfulPaint::Candidate').at(-1);
  const ms = (e) => (e ? (e.ts - nav.ts) / 1000 : NaN);
  // The new document's own work starts with its parsing: before it, the same thread still runs
  // the previous document's (a returning visit's first view: its pagehide, its unload).
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      e.pid === pid &&
      e.args?.beginData?.frame === nav.args.frame &&
      String(e.args.beginData.url ?? '').startsWith(origin),
  );
  const start = parse?.ts ?? nav.ts;
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts + (e.dur ?? 0) >= start)
    .sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((e) => e.name === 'RunTask');
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000;
  const ourFile = (url) => {
    if (typeof url !== 'string' || !url.startsWith(origin)) return false;
    const path = url.slice(origin.length);
    return path.startsWith('/biz-widgets') || path.startsWith('/chunks/');
  };
  const scripts = main.filter(
    (e) =>
      SCRIPT_EVENTS.has(e.name) &&
      (e.name === 'v8.evaluateModule' ||
        ourFile(e.args?.data?.url) ||
        ourFile(e.args?.fileName) ||
        ourFile(e.args?.data?.stackTrace?.[0]?.url)),
  );
  // Per task holding our script: the task's length and the time of our script in it (nested
  // script events counted once).
  const ours = [];
  let at = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    while (at < scripts.length && scripts[at].ts < task.ts) at++;
    let script = 0;
    let covered = 0;
    for (let i = at; i < scripts.length && scripts[i].ts <= end; i++) {
      const e = scripts[i];
      const stop = e.ts + (e.dur ?? 0);
      if (stop > covered) script += stop - Math.max(e.ts, covered);
      covered = Math.max(covered, stop);
    }
    if (covered) ours.push({ start: ms(task), dur: (task.dur ?? 0) / 1000, script: script / 1000 });
  }
  const fcp = ms(fcpEvent);
  const lcp = ms(lcpEvent);
  const breakdown = selfTimes(main, tasks, ourFile);
  const before = (t) => ours.filter((o) => o.start < t);
  return {
    fcp,
    lcp,
    lcpNode: lcpEvent?.args?.data?.nodeName ?? '?',
    cpu,
    longestOursBeforeLcp: Math.max(0, ...before(lcp).map((o) => o.script)),
    longestTaskWithOursBeforeLcp: Math.max(0, ...before(lcp).map((o) => o.dur)),
    oursBeforeFcp: before(fcp).reduce((sum, o) => sum + o.script, 0),
    oursBeforeLcp: before(lcp).length,
    breakdown,
  };
}

/** What the work of a thread is, by its trace event's name (the rest is `other`). */
function kindOf(name) {
  if (name === 'UpdateLayoutTree' || name === 'Layout' || name === 'RecalculateStyles')
    return 'style and layout';
  if (/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|PaintImage)/.test(name))
    return 'paint';
  if (name === 'ParseHTML' || name === 'ParseAuthorStyleSheet') return 'parse HTML and CSS';
  if (/GC|Scavenge|MarkCompact/.test(name)) return 'garbage collection';
  if (/compile|Compile|ParseOnBackground|v8\.parse/.test(name)) return 'compile';
  return null;
}

/**
 * Self time (ms, wall time within the tasks) of each kind of work in `main`'s top-level tasks:
 * script by file (ours under `/chunks/…` by chunk name; the page's own as `page script`;
 * module evaluation, ours as the page has no modules, with what it runs inline), style
 * and layout, paint, parsing, garbage collection, compile, and the rest of each task as `other`.
 * Events nest (a forced layout inside a script call): each counts only its time outside its
 * children. For the bench's `--verbose` line: what our CPU is spent on.
 */
function selfTimes(main, tasks, ourFile) {
  const out = {};
  const add = (key, us) => (out[key] = (out[key] ?? 0) + us / 1000);
  const inTasks = main.filter((e) => e.name !== 'RunTask');
  let at = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    while (at < inTasks.length && inTasks[at].ts < task.ts) at++;
    const stack = [{ ts: task.ts, end, key: 'other', child: 0 }];
    const close = (upTo) => {
      while (stack.length > 1 && stack.at(-1).end <= upTo) {
        const top = stack.pop();
        add(top.key, top.end - top.ts - top.child);
        stack.at(-1).child += top.end - top.ts;
      }
    };
    for (let i = at; i < inTasks.length && inTasks[i].ts < end; i++) {
      const e = inTasks[i];
      close(e.ts);
      const parent = stack.at(-1);
      const url = e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.stackTrace?.[0]?.url;
      const script = SCRIPT_EVENTS.has(e.name) || e.name.startsWith('v8.');
      const key =
        kindOf(e.name) ??
        (script && ourFile(url)
          ? `ours ${String(url)
              .replace(/^.*\//, '')
              .replace(/-[\w-]{8}\.js$/, '.js')}`
          : script && url
            ? 'page script'
            : e.name === 'v8.evaluateModule'
              ? 'ours, module evaluation'
              : parent.key);
      const stop = Math.min(e.ts + (e.dur ?? 0), end);
      stack.push({ ts: e.ts, end: stop, key, child: 0 });
    }
    close(Infinity);
    add('other', Math.max(0, end - task.ts - stack[0].child));
  }
  return out;
}
