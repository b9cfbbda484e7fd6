// `node scripts/profile-top.mjs FILE [--dist dist] [--top 30]`: where a Chromium CPU profile's time
// went (.cpuprofile from DevTools or BENCH_PROFILE), by source line mapped through `--dist`'s
// source maps: the top positions by self and total time (ms, %). A Chromium trace (.json,
// BENCH_TRACE) is summed by kind of main-thread work instead. Not part of `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const file = args.find((a) => a.endsWith('.cpuprofile') || a.endsWith('.json'));
if (!file) {
  console.error(
    'usage: node scripts/profile-top.mjs FILE.cpuprofile|TRACE.json [--dist dist] [--top 30]',
  );
  process.exit(2);
}
const dist = option('--dist', 'dist');
const top = Number(option('--top', 30));
if (file.endsWith('.json')) {
  traceTop(JSON.parse(readFileSync(file, 'utf8')));
  process.exit(0);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));

const maps = new Map();
const mapOf = (url) => {
  const path = url.replace(/^[a-z]+:\/\/[^/]+\//, '');
  if (!maps.has(path)) {
    const at = join(dist, `${path}.map`);
    maps.set(
      path,
      existsSync(at) ? new SourceMapConsumer(JSON.parse(readFileSync(at, 'utf8'))) : null,
    );
  }
  return maps.get(path);
};

/** A node's position, as `file:line name` of the original source where a map knows it. */
const where = ({ callFrame: f }) => {
  if (!f.url) return f.functionName || `(${f.functionName || 'program'})`;
  const map = mapOf(f.url);
  if (map) {
    const o = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    if (o.source)
      return `${o.source.replace(/^(\.\.\/)+/, '')}:${o.line} ${o.name ?? f.functionName ?? ''}`;
  }
  return `${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1} ${f.functionName}`;
};

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const span = (profile.endTime - profile.startTime) / 1000;
const selfBy = new Map();
const totalBy = new Map();
for (const [id, ms] of self) {
  const key = where(byId.get(id));
  selfBy.set(key, (selfBy.get(key) ?? 0) + ms);
  // Total: once per position on the stack (recursion counted once).
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = where(byId.get(at));
    if (seen.has(k)) continue;
    seen.add(k);
    totalBy.set(k, (totalBy.get(k) ?? 0) + ms);
  }
}
const busy = [...self].reduce(
  (s, [id, ms]) => (byId.get(id).callFrame.functionName === '(idle)' ? s : s + ms),
  0,
);
console.log(`${file}: ${span.toFixed(0)} ms span, ${busy.toFixed(0)} ms not idle`);
for (const [title, table] of [
  ['self', selfBy],
  ['total', totalBy],
]) {
  console.log(`\nby ${title} time:`);
  for (const [key, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`,
    );
}

/** A trace's busiest CrRendererMain: self time by event name and the longest tasks, ms. */
function traceTop(trace) {
  const events = trace.traceEvents ?? trace;
  const names = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      names.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && names.has(key)) names.set(key, names.get(key) + 1);
  }
  const main = [...names].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const selfBy = new Map();
  const stack = [];
  const close = (upTo) => {
    while (stack.length && stack.at(-1).end <= upTo) {
      const done = stack.pop();
      selfBy.set(done.name, (selfBy.get(done.name) ?? 0) + done.self / 1000);
    }
  };
  for (const e of mine) {
    close(e.ts);
    if (stack.length) stack.at(-1).self -= e.dur;
    stack.push({ name: e.name, end: e.ts + e.dur, self: e.dur });
  }
  close(Infinity);
  // The outermost RunTask events (a ThreadControllerImpl::RunTask holds a RunTask).
  let end = -Infinity;
  const tasks = [];
  for (const e of mine) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    if (e.ts < end) continue;
    tasks.push(e);
    end = e.ts + e.dur;
  }
  const busy = tasks.reduce((s, e) => s + e.dur / 1000, 0);
  // Thread time (tdur) is steadier than wall time on a loaded machine.
  const cpu = tasks.reduce((s, e) => s + (e.tdur ?? 0) / 1000, 0);
  console.log(
    `main thread ${main}: ${tasks.length} tasks, ${busy.toFixed(0)} ms in tasks, ${cpu.toFixed(0)} ms thread time`,
  );
  console.log(
    'longest tasks by thread time (ms):',
    tasks
      .map((e) => Math.round((e.tdur ?? 0) / 1000))
      .sort((a, b) => b - a)
      .slice(0, 10)
      .join(', '),
  );
  console.log(
    'longest tasks (ms):',
    tasks
      .map((e) => Math.round(e.dur / 1000))
      .sort((a, b) => b - a)
      .slice(0, 10)
      .join(', '),
  );
  console.log('\nself time by event (ms):');
  for (const [name, ms] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(9)}  ${name}`);
}
