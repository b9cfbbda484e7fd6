// `npm run test:browser [-- --engine firefox] [-- --engine all] [-- --runtime preact]
// [other web-test-runner flags]`: runs the browser suite once per engine (chromium by default),
// on React or, with `--runtime preact`, on Preact (BIZ_RUNTIME, web-test-runner.config.mjs),
// each engine in its own web-test-runner process, every engine even when one fails, then prints
// each engine's result and time. Says in one line what to install when an engine's browser is
// missing.
import { spawnSync } from 'node:child_process';
import { ENGINES, engineAvailable } from './engines.mjs';
import { findChrome } from './find-chrome.mjs';
import { RUNTIMES } from './runtime.mjs';

const args = process.argv.slice(2);
let engines = ['chromium'];
let runtime = process.env.BIZ_RUNTIME || 'react';
const rest = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--engine') {
    const value = args[(i += 1)] ?? '';
    engines = value === 'all' ? Object.keys(ENGINES) : value.split(',');
  } else if (args[i] === '--runtime') runtime = args[(i += 1)] ?? '';
  else rest.push(args[i]);
}
if (!RUNTIMES.includes(runtime)) {
  console.error(`unknown runtime "${runtime}": ${RUNTIMES.join(' or ')}`);
  process.exit(2);
}
for (const engine of engines) {
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
const results = [];
for (const engine of engines) {
  console.log(`\nBrowser suite in ${engine} on ${runtime}`);
  const start = Date.now();
  const run = spawnSync('npx', ['wtr', ...rest], {
    stdio: 'inherit',
    env: { ...process.env, BIZ_ENGINE: engine, BIZ_RUNTIME: runtime },
  });
  results.push({ engine, ok: run.status === 0, seconds: Math.round((Date.now() - start) / 1000) });
}
if (results.length > 1) {
  console.log('\nBrowser suite per engine:');
  for (const r of results)
    console.log(`  ${r.engine}: ${r.ok ? 'passed' : 'FAILED'} in ${r.seconds} s`);
}
if (results.some((r) => !r.ok)) process.exit(1);
