// A web-test-runner reporter that ends a run with where its time went: the slowest test files
// (wall time from the previous file's end, page load included; files run one at a time) and the
// slowest tests (mocha's duration). CI's log keeps only its end, and the suite's time is the
// project's largest CI cost (README.md, "CI time").

/** How many files and tests the summary names. */
const SHOWN = 10;

/**
 * @param {string} label the run's name in the summary (engine and runtime)
 * @returns {import('@web/test-runner').Reporter}
 */
export function timingReporter(label) {
  const files = [];
  const tests = [];
  let last = Date.now();
  const walk = (file, suite, path) => {
    for (const test of suite.tests)
      if (typeof test.duration === 'number')
        tests.push({ file, name: [...path, test.name].join(' > '), ms: test.duration });
    for (const child of suite.suites) walk(file, child, [...path, child.name]);
  };
  return {
    start() {
      last = Date.now();
    },
    reportTestFileResults({ testFile, sessionsForTestFile }) {
      const now = Date.now();
      const file = testFile.replace(`${process.cwd()}/`, '');
      files.push({ file, ms: now - last });
      last = now;
      for (const session of sessionsForTestFile)
        if (session.testResults) walk(file, session.testResults, []);
    },
    stop() {
      const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
      const total = files.reduce((sum, f) => sum + f.ms, 0);
      console.log(`\nTime in ${label}: ${Math.round(total / 1000)} s over ${files.length} files`);
      console.log('  slowest files:');
      for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
        console.log(`  ${seconds(f.ms)}  ${f.file}`);
      console.log('  slowest tests:');
      for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
        console.log(`  ${seconds(t.ms)}  ${t.file}: ${t.name}`);
    },
  };
}
