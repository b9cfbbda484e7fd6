// `npm run test:browser [-- --engine firefox|all|webkit,chromium:preact] [-- --runtime preact]
// [-- --lanes N] [-- --part K/N] [web-test-runner flags]`: the browser suite per engine (chromium)
// and runtime (BIZ_RUNTIME, react), each in its own web-test-runner process, all even when one
// fails; then each suite's result, time, failed tests with their first error, and tests passed
// only on retry (CI shows only a log's end). `--lanes N`: N suites at once (they mostly wait),
// outputs kept whole; `--part K/N`: the K-th of N parts (`npm test`'s lanes; BIZ_SHARED stretches
// timeouts). Exit 1 on a failure or a missing browser, 2 on a bad flag.
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
/** `--part K/N`: every N-th file from the K-th, as `npm test` gives its lanes. */
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
 * Runs web-test-runner for `engine` on `suiteRuntime` (`files`, else the config's; `part` 1…N, or
 * 0), output to `write(chunk, isStderr)`: `{status, failures, retried}` (with first errors).
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
        // A lanes part gets its own dependency cache (web-test-runner.config.mjs).
        ...(part ? { BIZ_PART: String(part) } : {}),
      },
    });
    child.stderr.on('data', (chunk) => write(chunk, true));
    const failures = [];
    const retried = new Set();
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

/** The browser log's marks of a retry and its first error (tests/browser/helpers.ts). */
const RETRIED_MARK = '[retried after a failure]';
const FIRST_ATTEMPT_MARK = '[first attempt]';

/** Test files left to React: no UI runtime, or the same code on both runtimes. */
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

/** Test files only Chromium on React runs: the same code in every engine (not URLs, srcset). */
const CHROMIUM_REACT_ONLY = new Set([
  'names.test.ts',
  'caps.test.ts',
  'unshown-answers.test.ts',
  'bad-timestamps.test.ts',
  'required-attributes.test.ts',
]);

/** The test files of `engine` on `suiteRuntime`, sorted, without REACT_ONLY/CHROMIUM_REACT_ONLY. */
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
 * A run that failed only because the runner lost its browser or its page (no test's own failure):
 * the browser went away, or the runner's closing navigation to a blank page found the page's frame
 * detached (web-test-runner's `stopSession`, after every test had passed: twice in December 2026,
 * once in CI and once with the comments files on two lanes; a Chromium bug puppeteer tracks as
 * upstream, puppeteer/puppeteer#14059).
 */
const LOST =
  /browser disconnected|invalid session id|Navigating frame was detached|Timed out stopping the browser page/;
const browserLost = (run) => {
  const marks = run.failures.filter((line) => line.startsWith('❌'));
  return run.status !== 0 && marks.length > 0 && marks.every((line) => LOST.test(line));
};

/**
 * {@link runWtr}, and once more in a fresh browser when the first run lost its browser or page
 * ({@link browserLost}): no test failed, so the files run again and the summary lists them with
 * the retried tests, as a flake to fix.
 */
async function runWtrOnceMore(engine, suiteRuntime, files, write, part = 0) {
  const run = await runWtr(engine, suiteRuntime, files, write, part);
  if (!browserLost(run)) return run;
  const what = files ? files.join(' ') : 'the suite';
  const why = run.failures.find((line) => line.startsWith('❌'));
  write(Buffer.from(`\n${engine}: the runner lost its browser (${why}); once more\n`), false);
  const again = await runWtr(engine, suiteRuntime, files, write, part);
  again.retried.push(`${engine}: ${why}; run again: ${what}`);
  return again;
}

/** One engine's suite, in batches with fresh browsers where `filesPerBrowser` is set. */
async function runEngine(engine, suiteRuntime, write, part) {
  const size = ENGINES[engine].filesPerBrowser;
  if (part && !size) return runWtrOnceMore(engine, suiteRuntime, part.files, write, part.index);
  if (rest.includes('--files')) return runWtrOnceMore(engine, suiteRuntime, undefined, write);
  if (!size) {
    const all = suiteRuntime === 'react' && engine === 'chromium';
    const files = all ? undefined : suiteFiles(suiteRuntime, engine);
    return runWtrOnceMore(engine, suiteRuntime, files, write);
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
    const run = await runWtrOnceMore(engine, suiteRuntime, group, write, part?.index ?? 0);
    if (run.status !== 0) merged.status = run.status ?? 1;
    merged.failures.push(...run.failures);
    merged.retried.push(...run.retried);
  }
  return merged;
}

/** The lanes' queue: suites keeping one browser cut into `--lanes` parts so lanes end together. */
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

/** Runs a suite or part; beside other lanes its output is kept and printed whole at its end. */
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
