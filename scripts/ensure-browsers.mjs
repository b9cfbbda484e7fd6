// `npm test`'s first step (`node scripts/ensure-browsers.mjs`): makes sure the browsers the rest
// of `npm test` drives are on this machine before any other step runs.
//
// - Every browser there: one line, exit 0.
// - Some missing, and this machine can install Debian packages (root with apt-get, or a
//   passwordless sudo): says in one line which packages it installs and why, installs exactly
//   those, checks again.
// - Some missing and installing is off (BIZ_INSTALL_BROWSERS=0) or impossible: exits 1 at once
//   with the one command to run, and the variables that point at browsers installed another way.
//
// `--check` reports only, as BIZ_INSTALL_BROWSERS=0 does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ENGINES } from './engines.mjs';
import { findChrome } from './find-chrome.mjs';

/** Whether `command` is an executable on PATH. */
function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir && existsSync(join(dir, command)));
}

/**
 * What `npm test` needs, one Debian package each: `found()` says whether it is here, `why` what
 * needs it, `elsewhere` how a machine without Debian packages points at its own copy.
 */
const NEEDS = [
  {
    pkg: 'chromium',
    found: () => Boolean(findChrome()),
    why: 'fixture apps, e2e checks, the browser suite in Chromium and on Preact',
    elsewhere: 'CHROME_PATH=/path/to/chrome',
  },
  {
    pkg: 'firefox-esr',
    found: () => existsSync(ENGINES.firefox.binary),
    why: 'the browser suite in Firefox',
    elsewhere: 'FIREFOX_PATH=/path/to/firefox',
  },
  {
    pkg: 'webkit2gtk-driver',
    found: () => onPath('WebKitWebDriver') && existsSync(ENGINES.webkit.binary),
    why: 'the browser suite in WebKit (WebKitWebDriver and MiniBrowser)',
    elsewhere: 'WebKitWebDriver on PATH and MINIBROWSER_PATH=/path/to/MiniBrowser',
  },
  {
    pkg: 'xvfb',
    found: () => onPath('Xvfb'),
    why: 'a display for WebKit, which has no headless mode',
    elsewhere: 'Xvfb on PATH',
  },
];

/** Runs a command, showing only its errors; returns whether it exited 0. */
function run(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
}

/** How this machine installs Debian packages: `[]` as root, `['sudo', '-n']`, or null. */
function installer() {
  if (!onPath('apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
    return ['sudo', '-n'];
  }
  return null;
}

const missing = NEEDS.filter((need) => !need.found());
if (missing.length === 0) {
  console.log(`browsers: ${NEEDS.map((need) => need.pkg).join(', ')} are here`);
  process.exit(0);
}

const packages = missing.map((need) => need.pkg);
const command = `sudo apt-get install -y ${packages.join(' ')}`;
const off =
  process.argv.includes('--check') ||
  ['0', 'false', 'no'].includes(process.env.BIZ_INSTALL_BROWSERS ?? '');
const prefix = off ? null : installer();

if (prefix === null) {
  console.error(`browsers: missing ${packages.join(', ')}; npm test cannot run without them.`);
  for (const need of missing) console.error(`  ${need.pkg}: ${need.why}`);
  console.error(
    off
      ? `Installing is off (BIZ_INSTALL_BROWSERS=0). Run:\n  ${command}`
      : `This machine cannot install Debian packages here (not root, no passwordless sudo, or no apt-get). Run:\n  ${command}`,
  );
  console.error(
    `Not on Debian? Point at browsers installed another way: ${missing.map((need) => need.elsewhere).join('; ')}.`,
  );
  process.exit(1);
}

console.log(
  `browsers: installing ${packages.join(', ')} (missing; needed for ${missing.map((need) => need.why).join('; ')}). Set BIZ_INSTALL_BROWSERS=0 to only report.`,
);
const started = Date.now();
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const sudoEnv = prefix.length ? [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive'] : [];
const apt = (args) =>
  prefix.length
    ? run(sudoEnv[0], [...sudoEnv.slice(1), 'apt-get', ...args], env)
    : run('apt-get', args, env);
if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...packages])) {
  console.error(`browsers: apt-get failed; run it by hand:\n  ${command}`);
  process.exit(1);
}
const still = NEEDS.filter((need) => !need.found());
if (still.length) {
  console.error(
    `browsers: still missing after the install: ${still.map((need) => need.pkg).join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `browsers: installed ${packages.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`,
);
