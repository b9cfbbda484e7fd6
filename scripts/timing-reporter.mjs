// A web-test-runner reporter that ends a run with the slowest test files (wall time since the
// previous file ended, page load included) and tests (mocha's duration): CI keeps only a log's end.

const SHOWN = 10;

/** The reporter; `label` names the run (engine and runtime) in the summary. */
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
