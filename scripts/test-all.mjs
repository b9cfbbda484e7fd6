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
 * The steps, in order: [npm script, its arguments], or a `together(…)` group of them. README.md's
 * "`npm test` runs" follows it.
 */
export const STEPS = [
  ['browsers:ensure', []],
  together(['typecheck', []], ['lint', []], ['sim', []]),
  ['test:unit', []],
  ['build', []],
  ['package:check', []],
  ['size', []],
  ['docs:check', []],
  ['browsers:check', []],
  ['test:apps', []],
  ['test:e2e', []],
  // WebKit alone: beside another suite, its WebDriver-driven key presses came late enough to
  // miss a dialog's Escape twice in a row (biz-auth-modal, restore). Then the other three, two at
  // a time (scripts/test-browser.mjs, `--lanes`): Firefox, then Preact, in one lane; Chromium
  // in the other.
  ['test:browser', ['--engine', 'webkit']],
  ['test:browser', ['--engine', 'firefox,chromium,chromium:preact', '--lanes', '2']],
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
/** `--only` a step of a group runs that step alone; `--from` one starts at its whole group. */
const steps = only
  ? [STEPS[first][TOGETHER] ? STEPS[first].find(([script]) => script === only) : STEPS[first]]
  : STEPS.slice(first);

/**
 * Runs one npm script; its output passes through, or with `keep` is kept and printed whole when it
 * ends. Resolves to [label, seconds, passed].
 * @param {[string, string[]]} step
 * @param {boolean} keep
 * @returns {Promise<[string, number, boolean]>}
 */
function runStep([script, scriptArgs], keep) {
  const label = [script, ...scriptArgs].join(' ');
  const start = Date.now();
  const child = spawn('npm', ['run', script, ...(scriptArgs.length ? ['--', ...scriptArgs] : [])], {
    stdio: keep ? ['inherit', 'pipe', 'pipe'] : 'inherit',
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
      resolve([label, seconds, status === 0]);
    });
  });
}

const times = [];
let failed;
for (const step of steps) {
  const group = step[TOGETHER] ? step : [step];
  const start = Date.now();
  const results = await Promise.all(group.map((one) => runStep(one, group.length > 1)));
  for (const [label, seconds, passed] of results) {
    times.push([group.length > 1 ? `${label} (together)` : label, seconds]);
    if (!passed) failed ??= label;
  }
  if (group.length > 1)
    times.push(['  the group, start to end', Math.round((Date.now() - start) / 1000)]);
  if (failed) break;
}
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
