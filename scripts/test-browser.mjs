// `npm run test:browser [-- --engine firefox] [-- --engine all] [-- --runtime preact]
// [-- --lanes 2] [other web-test-runner flags]`: runs the browser suite once per engine (chromium
// by default), on React or, with `--runtime preact`, on Preact (BIZ_RUNTIME,
// web-test-runner.config.mjs), each engine in its own web-test-runner process, every engine even
// when one fails, then prints each engine's result and time, the names of the tests that failed
// with their first error line, and the tests that passed only on their retry (CI keeps only the
// end of a long log; the failures scroll far above it). Says in one line what to install when an
// engine's browser is missing.
// An engine may name its runtime: `--engine webkit,chromium:preact` runs WebKit on the default
// runtime and Chromium on Preact. `--lanes N` runs up to N of those suites at once (the
// suites wait on the page far more than they compute, so two share a 2-core machine well); each suite's output is printed whole
// when it ends, so two suites' lines never interleave. `--part K/N` runs only the K-th of N
// parts of each suite (`npm test` runs the parts as jobs of its own lanes, beside the e2e run).
// With BIZ_SHARED=N in the environment (set by `npm test`'s lanes), timeouts allow for sharing.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ENGINES, engineAvailable } from './engines.mjs';
import { findChrome } from './find-chrome.mjs';
import { RUNTIMES } from './runtime.mjs';

const args = process.argv.slice(2);
let engines = ['chromium'];
let runtime = process.env.BIZ_RUNTIME || 'react';
let lanes = 1;
/**
 * `--part K/N`: only the K-th of N parts of each suite (every N-th file from the K-th), as `npm
 * test` gives its lanes (scripts/test-all.mjs): the other parts run in other processes.
 * @type {{ k: number, n: number } | undefined}
 */
let onlyPart;
const rest = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--engine') {
    const value = args[(i += 1)] ?? '';
    engines = value === 'all' ? Object.keys(ENGINES) : value.split(',');
  } else if (args[i] === '--runtime') runtime = args[(i += 1)] ?? '';
  else if (args[i] === '--lanes') lanes = Math.max(1, Number(args[(i += 1)]) || 1);
  else if (args[i] === '--part') {
    const [k, n] = (args[(i += 1)] ?? '').split('/').map(Number);
    if (!(n >= 1 && k >= 1 && k <= n)) {
      console.error(`--part wants K/N with 1 ≤ K ≤ N (e.g. 1/2), not "${args[i]}"`);
      process.exit(2);
    }
    onlyPart = { k, n };
  } else rest.push(args[i]);
}
/** The suites to run: [engine, runtime] pairs, from `engine` or `engine:runtime`. */
const suites = engines.map((spec) => {
  const [engine, own] = spec.split(':');
  return [engine, own || runtime];
});
for (const [, suiteRuntime] of suites) {
  if (!RUNTIMES.includes(suiteRuntime)) {
    console.error(`unknown runtime "${suiteRuntime}": ${RUNTIMES.join(' or ')}`);
    process.exit(2);
  }
}
for (const engine of new Set(suites.map(([engine]) => engine))) {
  if (!(engine in ENGINES)) {
    console.error(`unknown engine "${engine}": ${Object.keys(ENGINES).join(', ')} or all`);
    process.exit(2);
  }
  if (!engineAvailable(engine, findChrome)) {
    console.error(
      `${engine} not found: install it with \`apt-get install ${ENGINES[engine].install}\`` +
        (engine === 'chromium' ? ', or set CHROME_PATH to a Chrome/Chromium binary.' : '.'),
    );
    process.exit(1);
  }
}
/**
 * Runs web-test-runner once for one engine on one runtime (on `files`, or the config's files),
 * handing its output to `write(chunk, isStderr)`, and collects the lines that name a failed test (web-test-runner marks them ❌)
 * with the error line after each, and the tests retried after a failure.
 * @param {string} engine
 * @param {string} suiteRuntime `react` or `preact`
 * @param {string[] | undefined} files
 * @param {(chunk: Buffer, isStderr: boolean) => void} write
 * @param {number} part which part of a suite cut for the lanes (1…N), 0 for a whole suite
 * @returns {Promise<{ status: number | null, failures: string[], retried: string[] }>}
 */
function runWtr(engine, suiteRuntime, files, write, part = 0) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['wtr', ...(files ? ['--files', ...files] : []), ...rest], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BIZ_ENGINE: engine,
        BIZ_RUNTIME: suiteRuntime,
        // Two suites at once: each may take twice as long (web-test-runner.config.mjs).
        ...(lanes > 1 ? { BIZ_SHARED: String(lanes) } : {}),
        // A part of a suite cut for the lanes: its own dependency cache (web-test-runner.config.mjs).
        ...(part ? { BIZ_PART: String(part) } : {}),
      },
    });
    child.stderr.on('data', (chunk) => write(chunk, true));
    const failures = [];
    const retried = new Set();
    /** Title of a retried test → its first attempt's error. */
    const firstErrors = new Map();
    let pending = '';
    let wantError = false;
    child.stdout.on('data', (chunk) => {
      write(chunk, false);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const text = line.trim();
        const mark = text.indexOf(RETRIED_MARK);
        if (mark >= 0) retried.add(text.slice(mark + RETRIED_MARK.length).trim());
        const first = text.indexOf(FIRST_ATTEMPT_MARK);
        if (first >= 0) {
          const [title, error] = text.slice(first + FIRST_ATTEMPT_MARK.length).split(' :: ');
          firstErrors.set(title.trim(), (error ?? '').trim());
        }
        if (text.startsWith('❌')) {
          failures.push(text);
          wantError = true;
        } else if (wantError && text) {
          failures.push(`    ${text}`);
          wantError = false;
        }
      }
    });
    child.on('close', (status) =>
      resolve({
        status,
        failures,
        retried: [...retried].map((title) =>
          firstErrors.has(title)
            ? `${title}\n        first attempt: ${firstErrors.get(title)}`
            : title,
        ),
      }),
    );
  });
}

/** The browser log's mark of a retried test (tests/browser/helpers.ts, `RETRIED_MARK`). */
const RETRIED_MARK = '[retried after a failure]';
/** The mark of a retried test's first error (tests/browser/helpers.ts, `FIRST_ATTEMPT_MARK`). */
const FIRST_ATTEMPT_MARK = '[first attempt]';

/**
 * Test files the Preact run leaves to the React run: those that load no UI runtime (the built
 * bundle, which is React's; plain DOM code), and the matrices of how answers and attributes are
 * read (spoofed names, caps, answers that say nothing, bad timestamps, URLs, srcset, required
 * attributes), whose code is the same on both runtimes. Each element's own file, the fault cover,
 * the XSS and UI-redress corpora, CSP and healing run on Preact too: they render, and rendering is
 * what differs.
 */
const REACT_ONLY = new Set([
  'autoloader.test.ts',
  'yield.test.ts',
  'names.test.ts',
  'caps.test.ts',
  'unshown-answers.test.ts',
  'bad-timestamps.test.ts',
  'urls.test.ts',
  'srcset.test.ts',
  'required-attributes.test.ts',
  // Elements that show what they are given and take a click or two, through the same kit
  // (define, hooks, lazy parts) that the files kept on Preact cover: the element kit's own
  // files, the comments, the forms and dialogs, the poll, quiz, live broadcast, search and user
  // menu, the fault cover and the XSS and UI-redress corpora.
  'biz-ad-rotator.test.ts',
  'biz-article-rating.test.ts',
  'biz-bookmark.test.ts',
  'biz-comment-embed.test.ts',
  'biz-consent-gate.test.ts',
  'biz-feedback.test.ts',
  'biz-load-more.test.ts',
  'biz-news-list.test.ts',
  'biz-person-list.test.ts',
  'biz-push-prompt.test.ts',
  'biz-site-notifications.test.ts',
  'biz-slider.test.ts',
  'biz-standings.test.ts',
  'biz-sticky-header.test.ts',
  'biz-text-size.test.ts',
  'biz-to-top.test.ts',
  'biz-toc.test.ts',
  'biz-top10.test.ts',
  'biz-typo-reporter.test.ts',
]);

/**
 * Test files only Chromium on React runs: how answers and attributes are read (spoofed names,
 * caps on answers, answers that say nothing, bad timestamps, required attributes), plain parsing
 * and text whose code is the same in every engine and runtime (a 1,500-deep reply chain is shown
 * with its nesting capped by our code, so no engine meets a deep layout). URLs and srcset (the
 * engine's parsers) run in every engine.
 */
const CHROMIUM_REACT_ONLY = new Set([
  'names.test.ts',
  'caps.test.ts',
  'unshown-answers.test.ts',
  'bad-timestamps.test.ts',
  'required-attributes.test.ts',
]);

/**
 * Every browser test file of a run of `engine` on `suiteRuntime`, in web-test-runner's order
 * (the config's `files` glob): on Preact, all but {@link REACT_ONLY}; outside Chromium on React,
 * all but {@link CHROMIUM_REACT_ONLY}.
 * @param {string} suiteRuntime
 * @param {string} [engine]
 */
function suiteFiles(suiteRuntime, engine = 'chromium') {
  const everything = suiteRuntime === 'react' && engine === 'chromium';
  return readdirSync('tests/browser', { recursive: true })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .filter((name) => suiteRuntime === 'react' || !REACT_ONLY.has(name))
    .filter((name) => everything || !CHROMIUM_REACT_ONLY.has(name))
    .map((name) => join('tests/browser', name))
    .sort();
}

/**
 * Runs one engine's suite: in one web-test-runner run, or, for an engine with `filesPerBrowser`
 * (scripts/engines.mjs) and no `--files` given, in runs of that many files each, every run with
 * a fresh browser. The results are merged. Output goes to `write` (see runWtr).
 * With `part` (a part of the suite cut for the lanes), runs just its files in one run.
 * @param {string} engine
 * @param {string} suiteRuntime
 * @param {(chunk: Buffer, isStderr: boolean) => void} write
 * @param {{ files: string[], index: number } | undefined} part
 * @returns {Promise<{ status: number, failures: string[], retried: string[] }>}
 */
async function runEngine(engine, suiteRuntime, write, part) {
  const size = ENGINES[engine].filesPerBrowser;
  if (part && !size) return runWtr(engine, suiteRuntime, part.files, write, part.index);
  if (rest.includes('--files')) return runWtr(engine, suiteRuntime, undefined, write);
  if (!size) {
    const all = suiteRuntime === 'react' && engine === 'chromium';
    const files = all ? undefined : suiteFiles(suiteRuntime, engine);
    return runWtr(engine, suiteRuntime, files, write);
  }
  const files = part?.files ?? suiteFiles(suiteRuntime, engine);
  const own = new Set(ENGINES[engine].ownBrowser ?? []);
  const alone = files.filter((file) => own.has(basename(file)));
  const shared = files.filter((file) => !own.has(basename(file)));
  const groups = alone.map((file) => [file]);
  for (let i = 0; i < shared.length; i += size) groups.push(shared.slice(i, i + size));
  const merged = { status: 0, failures: [], retried: [] };
  let done = 0;
  for (const group of groups) {
    write(
      Buffer.from(
        `\n${engine}: files ${done + 1}–${(done += group.length)} of ${files.length}, a fresh browser\n`,
      ),
      false,
    );
    const run = await runWtr(engine, suiteRuntime, group, write, part?.index ?? 0);
    if (run.status !== 0) merged.status = run.status ?? 1;
    merged.failures.push(...run.failures);
    merged.retried.push(...run.retried);
  }
  return merged;
}

/**
 * What the lanes take from their queue: with `--lanes N` (and no `--files`), each suite whose
 * engine keeps one browser for the whole run is cut into N parts of every N-th file, so the lanes
 * end together (whole suites left one lane idle for about six minutes while the longest ended:
 * Firefox 675 s then Preact 407 s in one lane, Chromium 703 s in the other); else whole suites.
 * @returns {{ engine: string, suiteRuntime: string, files?: string[], index?: number, part: string }[]}
 */
function queueOf() {
  if (onlyPart) {
    const { k, n } = onlyPart;
    return suites.map(([engine, suiteRuntime]) => ({
      engine,
      suiteRuntime,
      files: suiteFiles(suiteRuntime, engine).filter((_, i) => i % n === k - 1),
      index: k,
      part: ` (part ${k} of ${n})`,
    }));
  }
  return suites.flatMap(([engine, suiteRuntime]) => {
    if (lanes === 1 || rest.includes('--files') || ENGINES[engine].filesPerBrowser)
      return [{ engine, suiteRuntime, part: '' }];
    const files = suiteFiles(suiteRuntime, engine);
    return Array.from({ length: lanes }, (_, k) => ({
      engine,
      suiteRuntime,
      files: files.filter((_, i) => i % lanes === k),
      index: k + 1,
      part: ` (part ${k + 1} of ${lanes})`,
    }));
  });
}

/**
 * Runs one suite or part of one, its output passed through when it runs alone, or kept and printed
 * whole when it ends when it shares the machine with another lane.
 * @param {{ engine: string, suiteRuntime: string, files?: string[], index?: number, part: string }} entry
 */
async function runSuite({ engine, suiteRuntime, files, index, part }) {
  const label = `${engine} on ${suiteRuntime}${part}`;
  const kept = [];
  const write =
    lanes === 1
      ? (chunk, isStderr) => (isStderr ? process.stderr : process.stdout).write(chunk)
      : (chunk) => kept.push(chunk);
  console.log(`\nBrowser suite in ${label}${lanes === 1 ? '' : ' started'}`);
  const start = Date.now();
  const run = await runEngine(engine, suiteRuntime, write, files && { files, index: index ?? 0 });
  const seconds = Math.round((Date.now() - start) / 1000);
  if (lanes > 1) {
    console.log(`\nBrowser suite in ${label}, ended after ${seconds} s; its output:`);
    process.stdout.write(Buffer.concat(kept));
  }
  return {
    label,
    ok: run.status === 0,
    failures: run.failures,
    retried: run.retried,
    seconds,
  };
}

const runStart = Date.now();
const queue = queueOf();
const results = [];
await Promise.all(
  Array.from({ length: Math.min(lanes, queue.length) }, async () => {
    while (queue.length) results.push(await runSuite(queue.shift()));
  }),
);
console.log(
  `\nBrowser suites, ${lanes} at a time, ${Math.round((Date.now() - runStart) / 1000)} s in all:`,
);
for (const r of results) {
  console.log(`  ${r.label}: ${r.ok ? 'passed' : 'FAILED'} in ${r.seconds} s`);
  for (const line of r.failures) console.log(`    ${line}`);
  if (r.retried.length) console.log(`    retried once (a flake to fix):`);
  for (const name of r.retried) console.log(`      ${name}`);
}
if (results.some((r) => !r.ok)) process.exit(1);
