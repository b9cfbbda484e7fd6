// One page load's figures from a Chromium trace, on the page's own renderer main thread only: a
// browser-wide trace also holds other renderers (chrome:// pages, the tab's first about:blank).

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
  'RunMicrotasks',
  'EvaluateScript',
  'FunctionCall',
  'v8.callFunction',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
]);

/** Whether `url` is a script of ours served from `origin`: the autoloader or a chunk. */
export function isOurScript(url, origin) {
  if (typeof url !== 'string' || !url.startsWith(origin)) return false;
  const path = url.slice(origin.length);
  return path.startsWith('/biz-widgets') || path.startsWith('/chunks/');
}

/**
 * The figures of the navigation to `origin` in `trace` (a Puppeteer trace's JSON text), on the
 * CrRendererMain thread of the process that started it, ms: `fcp`, `lcp` (its last candidate)
 * from the navigation's start; `cpu`, thread time of top-level tasks from the document's parsing
 * on; our tasks (script of `/biz-widgets.js` or `/chunks/…` under `origin`; every module
 * evaluation and microtask checkpoint, as the page has no script of its own; with the style,
 * layout and GC nested in them): `longestOursBeforeLcp` (our script's most in one task),
 * `longestTaskWithOursBeforeLcp` (that task whole), `oursBeforeFcp`; `load` (the load event),
 * `longestTaskWithOurs` (the longest task holding any of ours, whole, from the navigation to 10 s
 * after `load`, or the trace's end) with `longestTaskWithOursAt` (its start), `longestOurs` (our
 * script's most in one task in that window) with `longestOursAt` (that task's start), `tracedAfterLoad`
 * (how long the trace ran after `load`). Throws without the navigation.
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
  // Before its parsing the thread still runs the previous document's pagehide and unload.
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
  const ourFile = (url) => isOurScript(url, origin);
  const scripts = main.filter(
    (e) =>
      SCRIPT_EVENTS.has(e.name) &&
      (e.name === 'v8.evaluateModule' ||
        e.name === 'RunMicrotasks' ||
        ourFile(e.args?.data?.url) ||
        ourFile(e.args?.fileName) ||
        ourFile(e.args?.data?.stackTrace?.[0]?.url)),
  );
  // Per task holding our script: its length and our script's time in it (nested events once).
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
  const load = ms(
    events.find(
      (e) =>
        e.name === 'MarkLoad' &&
        e.pid === pid &&
        e.ts > nav.ts &&
        e.args?.data?.frame === nav.args.frame &&
        e.args.data.isOutermostMainFrame,
    ),
  );
  // Without a load event in the trace, every task of ours counts: the figure can only grow.
  const counted = ours.filter((o) => !(o.start >= load + 10_000));
  const longestTask = counted.reduce((a, o) => (o.dur > a.dur ? o : a), { start: NaN, dur: 0 });
  const longestScript = counted.reduce((a, o) => (o.script > a.script ? o : a), {
    start: NaN,
    script: 0,
  });
  const last = main.at(-1);
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
    load,
    longestTaskWithOurs: longestTask.dur,
    longestTaskWithOursAt: longestTask.start,
    longestOurs: longestScript.script,
    longestOursAt: longestScript.start,
    tracedAfterLoad: last && load >= 0 ? ms(last) + (last.dur ?? 0) / 1000 - load : 0,
    breakdown,
  };
}

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
 * Self time (ms) of each kind of work in `main`'s top-level tasks, for the bench's `--verbose`:
 * script by file, module evaluation, style, layout, paint, parsing, GC, compile, `other`.
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
              .replace(/-[\w-]{6}\.js$/, '.js')}`
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
