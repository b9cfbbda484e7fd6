// `npm test`: every check of the project, in order, each an npm script of its own, stopping at
// the first that fails. Prints how long each step took (seconds) at the end, passed or not, so
// CI's log says where its time went (`.ci/run` is `npm ci` and `npm test`; its target is 40 min).
// `npm test -- --from <step>` starts at a step (e.g. after fixing what failed there), `--only
// <step>` runs one; a step is named by its npm script. Steps in a `TOGETHER` group run at once
// (each is one Node process on one core: on 2 cores the group takes about as long as its longest
// step), their output kept and printed whole as each ends so two steps' lines never interleave.
import { spawn } from 'node:child_process';

/** Marks steps that run at the same time: `together(step, step…)`. */
const TOGETHER = Symbol('together');
const together = (...steps) => Object.assign(steps, { [TOGETHER]: true });

/**
 * Marks steps that run through `n` lanes: `lanes(n, step, step…)`. Each lane takes the next step
 * of the list as its last one ends (list the longest first); every step runs even when one
 * fails. Each step gets BIZ_SHARED=n (web-test-runner.config.mjs allows for the shared machine in
 * its timeouts). For work that waits far more than it computes: the browser suites and the e2e
 * run each kept about half a core busy alone (`time npm run test:e2e`: 536 s of wall clock,
 * 278 s of CPU).
 */
const LANES = Symbol('lanes');
const lanes = (n, ...steps) => Object.assign(steps, { [TOGETHER]: true, [LANES]: n });

/**
 * The steps, in order: [npm script, its arguments], or a `together(…)` group of them. README.md's
 * "`npm test` runs" follows it.
 */
export const STEPS = [
  ['browsers:ensure', []],
  // Four processes on two cores: the group took 54 s without the unit tests (lint's own time),
  // and the unit tests 87 s after it, on CI.
  together(['typecheck', []], ['lint', []], ['sim', []], ['test:unit', []]),
  ['build', []],
  ['package:check', []],
  ['size', []],
  ['docs:check', []],
  ['browsers:check', []],
  // WebKit alone: MiniBrowser renders in software on Xvfb, and beside another job it slowed
  // down far more than the rest (CI, in lanes: its long-list files 4–5 times slower, 881 s for
  // half the suite against about 630 s for all of it alone).
  ['test:browser', ['--engine', 'webkit']],
  // Then the e2e run, the other suites in two parts each (scripts/test-browser.mjs `--part`) and
  // the framework apps, two at a time, longest first (the apps before Preact's short parts, so
  // the lanes end together). Alone, a suite kept 1.4–1.5 of two cores busy (Chromium's and
  // WebKit's, measured from /proc/stat), so a second lane fills what is left; one after another
  // they took 1,703 s on CI (e2e 590, apps 121, the three suites 992 in two lanes).
  lanes(
    2,
    ['test:e2e', []],
    ...['firefox', 'chromium'].flatMap((engine) =>
      ['1/2', '2/2'].map((part) => ['test:browser', ['--engine', engine, '--part', part]]),
    ),
    ['test:apps', []],
    ...['1/2', '2/2'].map((part) => [
      'test:browser',
      ['--engine', 'chromium:preact', '--part', part],
    ]),
    // `npm run new:element` in a copy of the repository, then that copy's checks (about a minute).
    ['test:scaffold', []],
  ),
];

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
/** The scripts a step (or group) runs. */
const scriptsOf = (step) => (step[TOGETHER] ? step.map(([script]) => script) : [step[0]]);
const from = option('--from');
const only = option('--only');
const named = from ?? only;
const first = named === undefined ? 0 : STEPS.findIndex((step) => scriptsOf(step).includes(named));
if (first === -1) {
  console.error(`no step "${named}": ${[...new Set(STEPS.flatMap(scriptsOf))].join(', ')}`);
  process.exit(2);
}
/**
 * `--only` a step of a group runs that step alone (in a `lanes` group: every entry of that script,
 * through the same lanes); `--from` one starts at its whole group.
 */
const onlyOf = (step) => {
  if (!step[TOGETHER]) return step;
  if (!step[LANES]) return step.find(([script]) => script === only);
  return lanes(step[LANES], ...step.filter(([script]) => script === only));
};
const steps = only ? [onlyOf(STEPS[first])] : STEPS.slice(first);

/**
 * Where the end of a kept output worth repeating after everything starts: a browser run's
 * summary, or the e2e demo walk's page loads retried after a timeout.
 */
const SUMMARY_MARKS = ['\nBrowser suites, ', '\nDemo walk, retried'];

/**
 * Runs one npm script; its output passes through, or with `keep` is kept and printed whole when it
 * ends. Resolves to [label, seconds, passed, summary]: with `keep`, the summary a browser run
 * printed last, or the last 20 lines of a step that failed without one ('' otherwise).
 * @param {[string, string[]]} step
 * @param {boolean} keep
 * @param {NodeJS.ProcessEnv} [env] the script's environment
 * @returns {Promise<[string, number, boolean, string]>}
 */
function runStep([script, scriptArgs], keep, env = process.env) {
  const label = [script, ...scriptArgs].join(' ');
  const start = Date.now();
  const child = spawn('npm', ['run', script, ...(scriptArgs.length ? ['--', ...scriptArgs] : [])], {
    stdio: keep ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  const kept = [];
  if (keep) {
    child.stdout.on('data', (chunk) => kept.push(chunk));
    child.stderr.on('data', (chunk) => kept.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - start) / 1000);
      if (keep) {
        console.log(
          `\n${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s; its output:`,
        );
        process.stdout.write(Buffer.concat(kept));
      }
      const text = keep ? Buffer.concat(kept).toString() : '';
      const at = Math.max(...SUMMARY_MARKS.map((mark) => text.lastIndexOf(mark)));
      const summary =
        at >= 0
          ? text.slice(at).trim()
          : status === 0
            ? ''
            : text.trimEnd().split('\n').slice(-20).join('\n');
      resolve([label, seconds, status === 0, summary]);
    });
  });
}

const times = [];
/** Summaries of the kept steps, repeated at the end (CI keeps only a long log's end). */
const summaries = [];
let failed;
for (const step of steps) {
  const group = step[TOGETHER] ? step : [step];
  const start = Date.now();
  let results;
  if (step[LANES]) {
    const env = { ...process.env, BIZ_SHARED: String(step[LANES]) };
    const queue = [...group];
    results = [];
    await Promise.all(
      Array.from({ length: Math.min(step[LANES], queue.length) }, async () => {
        while (queue.length) results.push(await runStep(queue.shift(), true, env));
      }),
    );
  } else results = await Promise.all(group.map((one) => runStep(one, group.length > 1)));
  for (const [label, seconds, passed, summary] of results) {
    times.push([group.length > 1 ? `${label} (together)` : label, seconds]);
    if (summary) summaries.push(`${label}: ${passed ? 'passed' : 'FAILED'}\n${summary}`);
    if (!passed) failed ??= label;
  }
  if (group.length > 1)
    times.push(['  the group, start to end', Math.round((Date.now() - start) / 1000)]);
  if (failed) break;
}
if (summaries.length) console.log(`\n${summaries.join('\n\n')}`);
console.log('\nnpm test, seconds per step:');
for (const [label, seconds] of times) console.log(`  ${String(seconds).padStart(5)}  ${label}`);
const total = times.reduce(
  (sum, [label, seconds]) => (label.endsWith('(together)') ? sum : sum + seconds),
  0,
);
console.log(`  ${String(total).padStart(5)}  in all (${(total / 60).toFixed(1)} min)`);
if (failed) {
  console.error(`\nnpm test: FAILED at ${failed}`);
  process.exit(1);
}
