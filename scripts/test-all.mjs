// `npm test`: every check of the project, in order, each an npm script of its own, stopping at
// the first that fails. Prints how long each step took (seconds) at the end, passed or not, so
// CI's log says where its time went (`.ci/run` is `npm ci` and `npm test`; its target is 40 min).
// `npm test -- --from <step>` starts at a step (e.g. after fixing what failed there), `--only
// <step>` runs one; a step is named by its npm script.
import { spawnSync } from 'node:child_process';

/** The steps, in order: [npm script, its arguments]. README.md's "`npm test` runs" follows it. */
export const STEPS = [
  ['browsers:ensure', []],
  ['typecheck', []],
  ['lint', []],
  ['test:unit', []],
  ['sim', []],
  ['build', []],
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
const from = option('--from');
const only = option('--only');
const named = from ?? only;
const first = named === undefined ? 0 : STEPS.findIndex(([script]) => script === named);
if (first === -1) {
  console.error(`no step "${named}": ${[...new Set(STEPS.map(([s]) => s))].join(', ')}`);
  process.exit(2);
}
const steps = only ? [STEPS[first]] : STEPS.slice(first);

const times = [];
let failed;
for (const [script, scriptArgs] of steps) {
  const label = [script, ...scriptArgs].join(' ');
  const start = Date.now();
  const run = spawnSync(
    'npm',
    ['run', script, ...(scriptArgs.length ? ['--', ...scriptArgs] : [])],
    {
      stdio: 'inherit',
    },
  );
  times.push([label, Math.round((Date.now() - start) / 1000)]);
  if (run.status !== 0) {
    failed = label;
    break;
  }
}
console.log('\nnpm test, seconds per step:');
for (const [label, seconds] of times) console.log(`  ${String(seconds).padStart(5)}  ${label}`);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${String(total).padStart(5)}  in all (${(total / 60).toFixed(1)} min)`);
if (failed) {
  console.error(`\nnpm test: FAILED at ${failed}`);
  process.exit(1);
}
