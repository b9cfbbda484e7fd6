/**
 * `npm run sim` (docs/operations.md#what-npm-run-sim-prints): what the servers see when many
 * readers poll, fail and come back together. Drives the real poller (src/services/poller.ts)
 * with the elements' settings and the autoloader's chunk retries (src/autoloader-retry.ts); the
 * clock, seeded randomness, visibility, `online` and the server are faked. Rates per 1,000
 * readers. Env: SIM_PAGES (2000), SIM_SEED (27). `--quick`: 1,000 pages; `--before`: the
 * poller's settings before the spread policy, to compare. Exit 1 on a missed TARGET (not --before).
 */
import { ApiError } from '../../src/api/errors.ts';
import { chunkRetries } from '../../src/autoloader-retry.ts';
import { createPoller, type PollerOptions } from '../../src/services/poller.ts';
import { seededRandom, type Random } from '../../src/element/retry-policy.ts';
import { COMMENTS_POLLING } from '../../elements/biz-comments/poll.ts';
import { liveInterval, livePolling } from '../../elements/biz-live/polling.ts';

const args = new Set(process.argv.slice(2));
// Errors are made by the hundred thousand: no stack traces.
Error.stackTraceLimit = 0;
const BEFORE = args.has('--before');
/** Polling pages per scenario: 2,000 keeps a run under a minute on 2 cores (10,000 agrees). */
const PAGES = Number(process.env.SIM_PAGES) || (args.has('--quick') ? 1_000 : 2_000);
/** Pages in the chunk scenarios: ten times as many, so 5 s bins of chunk requests are not noise. */
const CHUNK_PAGES = 10 * PAGES;
const SEED = Number(process.env.SIM_SEED) || 27;

/** The targets of docs/operations.md (ratios to the steady or normal rate; seconds). */
const TARGETS = {
  pushPeak: 1.5,
  outagePeak5s: 1.5,
  freshP90s: 20,
  /** New comments after a 60 s 503 outage: first seen (p90, s); load during it (≥ a call a page) */
  commentsFreshP90s: 60,
  commentsDuring: 0.5,
  ripple: 1.2,
  /** Chunk requests during a 2-minute 404, 5 s peak over normal. */
  chunkPeak: 2,
  /** The second after a mass `online`: over the 10 s before (during a deploy), over normal. */
  chunkOnline: 1.5,
  chunkOnlineNormal: 3,
  /** Every chunk of a page hit by a 2-minute 404 in after the fault ends, p90, s. */
  chunkHealP90s: 30,
};

/** Fake server latency, the api client's timeout (src/services/config.ts), clock step; ms. */
const LATENCY_MS = 80;
const TIMEOUT_MS = 15_000;
const STEP_MS = 50;

// The fake clock: a heap of timers run in STEP_MS steps; promises settle between steps.

class FakeClock {
  now = 0;
  private seq = 0;
  private heap: { at: number; id: number }[] = [];
  private fns = new Map<number, () => void>();

  setTimeout = (fn: () => void, ms: number): number => {
    const id = ++this.seq;
    this.fns.set(id, fn);
    this.push({ at: this.now + Math.max(0, ms || 0), id });
    return id;
  };

  clearTimeout = (id: number | undefined): void => {
    if (id !== undefined) this.fns.delete(id);
  };

  /** Runs every timer due up to `end` (ms) in order. */
  async runUntil(end: number): Promise<void> {
    while (this.heap.length && this.heap[0]!.at <= end) {
      const step = Math.min(end, (Math.floor(this.heap[0]!.at / STEP_MS) + 1) * STEP_MS);
      while (this.heap.length && this.heap[0]!.at <= step) {
        const { at, id } = this.pop();
        const fn = this.fns.get(id);
        if (!fn) continue;
        this.fns.delete(id);
        this.now = Math.max(this.now, at);
        fn();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.now = Math.max(this.now, end);
  }

  private push(entry: { at: number; id: number }): void {
    const h = this.heap;
    h.push(entry);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private pop(): { at: number; id: number } {
    const h = this.heap;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && less(h[l]!, h[m]!)) m = l;
        if (r < h.length && less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}

const less = (a: { at: number; id: number }, b: { at: number; id: number }) =>
  a.at < b.at || (a.at === b.at && a.id < b.id);

/** Requests that reach the server, per whole second of the run. */
class Counter {
  bins: number[] = [];
  add(ms: number): void {
    const s = Math.floor(ms / 1000);
    this.bins[s] = (this.bins[s] ?? 0) + 1;
  }
  sum(from: number, to: number): number {
    let total = 0;
    for (let s = from; s < to; s++) total += this.bins[s] ?? 0;
    return total;
  }
  rate(from: number, to: number): number {
    return this.sum(from, to) / (to - from);
  }
  /** The largest `width`-second bin in [from, to), in requests per second. */
  peak(from: number, to: number, width = 1): number {
    let most = 0;
    for (let s = from; s + width <= to; s += width) most = Math.max(most, this.sum(s, s + width));
    return most / width;
  }
}

const quantile = (values: number[], q: number): number => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

type Fault = 'none' | '503' | '503-retry-after' | 'timeout' | 'offline';
type Element = 'live' | 'comments';

class PollWorld {
  clock = new FakeClock();
  random: Random;
  counter = new Counter();
  fault: Fault = 'none';
  private onlineListeners = new Set<() => void>();
  /** Per page: when a success whose call started at or after `freshFrom` came. */
  fresh = new Map<number, number>();
  freshFrom = Infinity;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** One call to the server as the api client ends it: resolved, or an ApiError. */
  call(page: number, endpoint: string): Promise<void> {
    const sent = this.clock.now;
    const fault = this.fault;
    if (fault === 'offline') {
      return Promise.reject(new ApiError('network', endpoint, 'Failed to fetch'));
    }
    this.counter.add(sent);
    return new Promise((resolve, reject) => {
      if (fault === 'timeout') {
        this.clock.setTimeout(
          () => reject(new ApiError('timeout', endpoint, 'timed out')),
          TIMEOUT_MS,
        );
        return;
      }
      this.clock.setTimeout(() => {
        if (fault === '503') reject(new ApiError('http', endpoint, 'HTTP 503', 503));
        else if (fault === '503-retry-after') {
          reject(new ApiError('http', endpoint, 'HTTP 503', 503, undefined, 30_000));
        } else {
          if (sent >= this.freshFrom && !this.fresh.has(page)) {
            this.fresh.set(page, this.clock.now - this.freshFrom);
          }
          resolve();
        }
      }, LATENCY_MS);
    });
  }

  startPage(page: number, element: Element, at: number, visibility?: Visibility): void {
    this.clock.setTimeout(() => {
      const listeners = new Set<() => void>();
      visibility?.attach(() => listeners.forEach((l) => l()));
      const endpoint = element === 'live' ? '/live/ajax/1' : '/comments/new';
      const options: PollerOptions = {
        ...settings(element),
        poll: () => this.call(page, endpoint),
      };
      createPoller(options, {
        clock: { ...this.clock, now: () => this.clock.now },
        random: this.random,
        hidden: () => visibility?.hidden ?? false,
        onVisibilityChange: (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        ...(BEFORE
          ? {}
          : {
              onOnline: (l: () => void) => {
                this.onlineListeners.add(l);
                return () => this.onlineListeners.delete(l);
              },
            }),
      });
    }, at);
  }

  online(): void {
    this.onlineListeners.forEach((l) => l());
  }
}

/** Each element's poller settings as the element passes them (or as before the spread policy). */
function settings(element: Element): Omit<PollerOptions, 'poll'> {
  if (element === 'comments') {
    if (BEFORE) {
      // Before: 30 s, 60 s, 120 s … in the upper half.
      return { ...COMMENTS_POLLING, interval: 30_000, jitter: 'upper-half', spread: false };
    }
    return { ...COMMENTS_POLLING, interval: 30_000 };
  }
  if (BEFORE) return { interval: 10_000, immediate: true };
  return livePolling(liveInterval(10_000), true);
}

/** A tab hidden 60 % of the time (stays of 90 s hidden, 60 s visible on average). */
class Visibility {
  hidden: boolean;
  constructor(
    private world: PollWorld,
    private share = 0.6,
  ) {
    this.hidden = world.random() < share;
  }
  attach(changed: () => void): void {
    const stay = () => {
      const mean = this.hidden ? 90_000 : 90_000 * ((1 - this.share) / this.share);
      return -Math.log(1 - this.world.random()) * mean;
    };
    const flip = () => {
      this.hidden = !this.hidden;
      changed();
      this.world.clock.setTimeout(flip, stay());
    };
    this.world.clock.setTimeout(flip, stay());
  }
}

const perThousand = (rate: number) => (rate * 1000) / PAGES;

/** Steady state: pages that arrived over the last minute, all visible or 60 % hidden. */
async function steady(element: Element, hiddenShare: number): Promise<number> {
  const w = new PollWorld(SEED);
  for (let p = 0; p < PAGES; p++) {
    w.startPage(p, element, w.random() * 60_000, hiddenShare ? new Visibility(w) : undefined);
  }
  await w.clock.runUntil(300_000);
  return perThousand(w.counter.rate(100, 300));
}

/** Everyone arrives in the same second (a push): one-second peak over the mean, per window. */
async function push(): Promise<{ window: string; ratio: number; from: number }[]> {
  const w = new PollWorld(SEED);
  for (let p = 0; p < PAGES; p++) w.startPage(p, 'live', w.random() * 1000);
  await w.clock.runUntil(360_000);
  const windows: [string, number, number][] = [
    ['0–1 min', 0, 60],
    ['1–2 min', 60, 120],
    ['2–5 min', 120, 300],
    ['5–6 min', 300, 360],
  ];
  return windows.map(([window, from, to]) => ({
    window,
    from,
    ratio: w.counter.peak(from, to) / w.counter.rate(from, to),
  }));
}

interface OutageRow {
  fault: string;
  during: number;
  peak5: number;
  peak1: number;
  backToSteady: number;
  fresh: [number, number, number];
  ripple: number;
  freshTarget: number;
}

/**
 * A 60 s fault after 90 s of polling, then 6 minutes. A page learns of the fault only by calling,
 * so with comments' 30 s period the load during it is at least half the steady load.
 */
async function outage(element: Element, fault: Fault, label: string): Promise<OutageRow> {
  const w = new PollWorld(SEED);
  for (let p = 0; p < PAGES; p++) w.startPage(p, element, w.random() * 60_000);
  const start = 90_000;
  const end = start + 60_000;
  await w.clock.runUntil(start);
  w.fault = fault;
  await w.clock.runUntil(end);
  w.fault = 'none';
  w.freshFrom = end;
  if (fault === 'offline') w.online();
  await w.clock.runUntil(end + 360_000);
  const c = w.counter;
  const steadyRate = c.rate(60, 90);
  const s = end / 1000;
  // Back to steady: the end of the last 5 s bin outside ±10 % of steady.
  let back = 0;
  for (let t = s; t + 5 <= s + 360; t += 5) {
    const r = c.rate(t, t + 5) / steadyRate;
    if (r > 1.1 || r < 0.9) back = t + 5 - s;
  }
  const fresh = [...w.fresh.values()].map((ms) => ms / 1000);
  const missing = PAGES - fresh.length;
  for (let i = 0; i < missing; i++) fresh.push(Infinity);
  return {
    fault: label,
    during: c.rate(start / 1000, s) / steadyRate,
    peak5: c.peak(s, s + 300, 5) / steadyRate,
    peak1: c.peak(s, s + 300, 1) / steadyRate,
    backToSteady: back,
    fresh: [quantile(fresh, 0.5), quantile(fresh, 0.9), quantile(fresh, 1 - 1e-9)],
    ripple: c.peak(s + 300, s + 360, 5) / steadyRate,
    freshTarget: element === 'live' ? TARGETS.freshP90s : TARGETS.commentsFreshP90s,
  };
}

const CHUNKS = 6;

interface ChunkResult {
  /** The second after the mass `online`, over the 10 s before it and over the normal rate. */
  online: [number, number];
  peak5: number;
  peak1: number;
  after5: number;
  loadedAfter: [number, number];
}

/**
 * Pages arrive steadily until 4 minutes after the fault, each loading {@link CHUNKS} chunks. From
 * 4:00, for `minutes`, every chunk answers 404 (`offline`: the network is down and
 * `navigator.onLine` false); at `onlineAt` (ms) every page gets `online`.
 */
async function chunks(
  mode: 'deploy' | 'offline',
  onlineAt: number,
  minutes = 2,
): Promise<ChunkResult> {
  const clock = new FakeClock();
  const random = seededRandom(SEED);
  const counter = new Counter();
  const saved = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    random: Math.random,
    navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'),
  };
  const nav = { onLine: true };
  // The retries read the page's globals (src/autoloader-retry.ts): this run's fake ones.
  Object.assign(globalThis, { setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout });
  Object.defineProperty(globalThis, 'navigator', { value: nav, configurable: true });
  Math.random = random;
  const start = 240_000;
  const end = start + minutes * 60_000;
  let broken = false;
  const online: (() => void)[] = [];
  /** When each page hit by the fault had all its chunks, after the fault ended. */
  const complete: number[] = [];
  try {
    const arrivals = end + 240_000;
    for (let p = 0; p < CHUNK_PAGES; p++) {
      clock.setTimeout(() => {
        const pending = new Set<string>();
        const have = new Set<string>();
        let hit = false;
        const load = (name: string) => {
          if (pending.has(name) || have.has(name)) return;
          if (!nav.onLine) {
            hit = true;
            queueMicrotask(() => retries.failed(name));
            return;
          }
          counter.add(clock.now);
          pending.add(name);
          const fails = broken;
          clock.setTimeout(() => {
            pending.delete(name);
            if (fails) {
              hit = true;
              retries.failed(name);
            } else {
              have.add(name);
              retries.loaded(name);
              if (hit && have.size === CHUNKS) complete.push(clock.now - end);
            }
          }, LATENCY_MS);
        };
        const retries = chunkRetries(load);
        online.push(() => retries.online());
        for (let k = 0; k < CHUNKS; k++) load(`biz-chunk-${k}`);
      }, random() * arrivals);
    }
    await clock.runUntil(start);
    if (mode === 'deploy') broken = true;
    else nav.onLine = false;
    await clock.runUntil(Math.min(onlineAt, end));
    if (onlineAt < end) {
      online.forEach((fire) => fire());
      await clock.runUntil(end);
    }
    broken = false;
    nav.onLine = true;
    if (onlineAt >= end) online.forEach((fire) => fire());
    await clock.runUntil(end + 300_000);
  } finally {
    Object.assign(globalThis, { setTimeout: saved.setTimeout, clearTimeout: saved.clearTimeout });
    if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
    else delete (globalThis as { navigator?: unknown }).navigator;
    Math.random = saved.random;
  }
  const normal = counter.rate(60, 240);
  const o = Math.floor(onlineAt / 1000);
  return {
    peak5: counter.peak(240, end / 1000, 5) / normal,
    peak1: counter.peak(240, end / 1000, 1) / normal,
    after5: counter.peak(end / 1000, end / 1000 + 240, 5) / normal,
    online: [counter.rate(o, o + 1) / counter.rate(o - 10, o), counter.rate(o, o + 1) / normal],
    loadedAfter: [quantile(complete, 0.5) / 1000, quantile(complete, 0.9) / 1000],
  };
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '∞');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '∞');
const misses: string[] = [];
/** `text`, marked and remembered as a miss when `ok` is false. */
const check = (text: string, ok: boolean, what: string) => {
  if (!ok) misses.push(what);
  return ok ? text : `${text} ✗`;
};

async function main(): Promise<void> {
  const began = Date.now();
  console.log(
    `npm run sim${BEFORE ? ' --before' : ''}: ${PAGES.toLocaleString('en')} pages, seed ${SEED}` +
      ' (rates per 1,000 readers; ratios to the steady rate)\n',
  );

  console.log('Steady state (requests per second per 1,000 readers)\n');
  console.log('| element | all tabs visible | 60 % of tabs hidden |');
  console.log('|---|---|---|');
  for (const element of ['live', 'comments'] as const) {
    const visible = await steady(element, 0);
    const hidden = await steady(element, 0.6);
    console.log(
      `| ${element === 'live' ? 'live (10 s)' : 'new comments (30 s)'} | ${f1(visible)} | ${f1(hidden)} |`,
    );
  }

  console.log('\nEveryone arrives in the same second (live; one-second peak over the mean)\n');
  const windows = await push();
  console.log(`| ${windows.map((w) => w.window).join(' | ')} |`);
  console.log(`|${windows.map(() => '---').join('|')}|`);
  console.log(
    `| ${windows
      .map((w) =>
        w.from < 60
          ? `${f2(w.ratio)}×`
          : check(`${f2(w.ratio)}×`, w.ratio <= TARGETS.pushPeak, `push ${w.window}`),
      )
      .join(' | ')} |`,
  );

  console.log(
    `\nA 60 s outage, then recovery (${PAGES.toLocaleString('en')} pages, all visible)\n`,
  );
  console.log(
    '| fault | load during | 5 s peak after | 1 s peak after | back to steady (±10 %) | first fresh update p50 / p90 / max | ripple 5–6 min after |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const rows = [
    await outage('live', '503', '503, no Retry-After'),
    await outage('live', '503-retry-after', '503, Retry-After: 30'),
    await outage('live', 'timeout', 'timeouts (15 s)'),
    await outage('live', 'offline', 'offline, then `online` for all'),
    await outage('comments', '503', 'new comments, 503'),
  ];
  for (const r of rows) {
    const fresh = `${f1(r.fresh[0])} / ${f1(r.fresh[1])} / ${f1(r.fresh[2])} s`;
    const during = `${f2(r.during)}×`;
    console.log(
      `| ${r.fault} | ${r === rows[4] ? check(during, r.during <= TARGETS.commentsDuring, `${r.fault}: load during`) : during} | ${check(`${f2(r.peak5)}×`, r.peak5 <= TARGETS.outagePeak5s, `${r.fault}: 5 s peak`)} | ${f2(r.peak1)}× | ${r.backToSteady} s | ${check(fresh, r.fresh[1] <= r.freshTarget, `${r.fault}: p90`)} | ${check(`${f2(r.ripple)}×`, r.ripple <= TARGETS.ripple, `${r.fault}: ripple`)} |`,
    );
  }

  if (!BEFORE) {
    console.log(
      `\nChunks (the autoloader's retries; ${CHUNK_PAGES.toLocaleString('en')} pages arriving steadily, ${CHUNKS} chunks each; a fault from 4:00; ratios to the normal chunk rate)\n`,
    );
    console.log(
      '| fault | chunk requests during, 5 s peak | 1 s peak | the second after a mass `online`: over the 10 s before / over normal | 5 s peak in the 4 min after (catching up) | all chunks in after the fault p50 / p90 |',
    );
    console.log('|---|---|---|---|---|---|');
    const deploy = await chunks('deploy', 300_000);
    const over = (r: ChunkResult, what: string) =>
      check(`${f2(r.online[1])}×`, r.online[1] <= TARGETS.chunkOnlineNormal, `${what}: online`);
    console.log(
      `| 404 during a deploy, 2 minutes, \`online\` for all at 1 min | ${check(`${f2(deploy.peak5)}×`, deploy.peak5 <= TARGETS.chunkPeak, 'chunk 404: peak')} | ${f2(deploy.peak1)}× | ${check(`${f2(deploy.online[0])}×`, deploy.online[0] <= TARGETS.chunkOnline, 'chunk 404: online over before')} / ${over(deploy, 'chunk 404')} | ${f2(deploy.after5)}× | ${f1(deploy.loadedAfter[0])} / ${check(`${f1(deploy.loadedAfter[1])} s`, deploy.loadedAfter[1] <= TARGETS.chunkHealP90s, 'chunk 404: p90')} |`,
    );
    const offline = await chunks('offline', 360_000);
    console.log(
      `| offline (\`navigator.onLine\` false) 2 minutes, then \`online\` for all | ${f2(offline.peak5)}× | ${f2(offline.peak1)}× | ${f2(offline.online[0])}× / ${over(offline, 'chunks offline')} | ${f2(offline.after5)}× | ${f1(offline.loadedAfter[0])} / ${f1(offline.loadedAfter[1])} s |`,
    );
    // A deploy that stays broken: what it costs while it lasts (no target).
    const long = await chunks('deploy', 300_000, 10);
    console.log(
      `| 404 during a deploy, 10 minutes, \`online\` for all at 1 min | ${f2(long.peak5)}× | ${f2(long.peak1)}× | ${f2(long.online[0])}× / ${f2(long.online[1])}× | ${f2(long.after5)}× | ${f1(long.loadedAfter[0])} / ${f1(long.loadedAfter[1])} s |`,
    );
  }

  console.log(`\n(${((Date.now() - began) / 1000).toFixed(1)} s)`);
  if (misses.length && !BEFORE) {
    console.error(`\nTargets missed: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else if (!BEFORE) console.log('Every target is held.');
}

await main();
