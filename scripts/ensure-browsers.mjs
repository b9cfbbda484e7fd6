// `node scripts/ensure-browsers.mjs [--check] [--sr]`, `npm test`'s first step: makes sure the
// browsers it drives are here. All there: one line, exit 0. Some missing: as root or with
// passwordless sudo, installs exactly those Debian packages (saying which and why) and checks
// again; otherwise, or with BIZ_INSTALL_BROWSERS=0 or `--check`, exit 1 with the command to run
// and the variables that point at browsers installed another way. `--sr` (`npm run sr`): what
// the screen-reader check needs instead (Firefox ESR, Xvfb, Orca, speech-dispatcher, AT-SPI,
// D-Bus, xdotool).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ENGINES } from './engines.mjs';
import { findChrome } from './find-chrome.mjs';

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir && existsSync(join(dir, command)));
}

/**
 * What `npm test` needs, one Debian package each: `found()`, `why` (what needs it), `elsewhere`
 * (how a machine without the package points at its own copy).
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

/** What `npm run sr` needs (tests/sr/desktop.ts), shaped as {@link NEEDS}. */
const SR_NEEDS = [
  ...NEEDS.filter((need) => need.pkg === 'firefox-esr' || need.pkg === 'xvfb'),
  {
    pkg: 'orca',
    found: () => onPath('orca'),
    why: 'the screen reader whose speech npm run sr records',
    elsewhere: 'orca on PATH',
  },
  {
    pkg: 'speech-dispatcher',
    found: () => onPath('speech-dispatcher'),
    why: "Orca's speech, written to a file instead of a sound card",
    elsewhere: 'speech-dispatcher on PATH',
  },
  {
    pkg: 'at-spi2-core',
    found: () => existsSync('/usr/libexec/at-spi-bus-launcher'),
    why: 'the AT-SPI bus between Firefox and Orca (/usr/libexec/at-spi-bus-launcher)',
    elsewhere: 'at-spi-bus-launcher in /usr/libexec',
  },
  {
    pkg: 'dbus',
    found: () => onPath('dbus-daemon') && onPath('dbus-send'),
    why: 'a private D-Bus session for AT-SPI and speech (dbus-daemon, dbus-send)',
    elsewhere: 'dbus-daemon and dbus-send on PATH',
  },
  {
    pkg: 'xdotool',
    found: () => onPath('xdotool'),
    why: 'real key presses that Orca hears',
    elsewhere: 'xdotool on PATH',
  },
];

const forSr = process.argv.includes('--sr');
const needs = forSr ? SR_NEEDS : NEEDS;
/** The word each line starts with, and the command that cannot run without the packages. */
const label = forSr ? 'screen reader' : 'browsers';
const forWhat = forSr ? 'npm run sr' : 'npm test';

const missing = needs.filter((need) => !need.found());
if (missing.length === 0) {
  console.log(`${label}: ${needs.map((need) => need.pkg).join(', ')} are here`);
  process.exit(0);
}

const packages = missing.map((need) => need.pkg);
const command = `sudo apt-get install -y ${packages.join(' ')}`;
const off =
  process.argv.includes('--check') ||
  ['0', 'false', 'no'].includes(process.env.BIZ_INSTALL_BROWSERS ?? '');
const prefix = off ? null : installer();

if (prefix === null) {
  console.error(`${label}: missing ${packages.join(', ')}; ${forWhat} cannot run without them.`);
  for (const need of missing) console.error(`  ${need.pkg}: ${need.why}`);
  console.error(
    off
      ? `Installing is off (BIZ_INSTALL_BROWSERS=0). Run:\n  ${command}`
      : `This machine cannot install Debian packages here (not root, no passwordless sudo, or no apt-get). Run:\n  ${command}`,
  );
  console.error(
    `Not on Debian? Point at ${forSr ? 'the tools' : 'browsers'} installed another way: ${missing.map((need) => need.elsewhere).join('; ')}.`,
  );
  process.exit(1);
}

console.log(
  `${label}: installing ${packages.join(', ')} (missing; needed for ${missing.map((need) => need.why).join('; ')}). Set BIZ_INSTALL_BROWSERS=0 to only report.`,
);
const started = Date.now();
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const sudoEnv = prefix.length ? [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive'] : [];
const apt = (args) =>
  prefix.length
    ? run(sudoEnv[0], [...sudoEnv.slice(1), 'apt-get', ...args], env)
    : run('apt-get', args, env);
if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...packages])) {
  console.error(`${label}: apt-get failed; run it by hand:\n  ${command}`);
  process.exit(1);
}
const still = needs.filter((need) => !need.found());
if (still.length) {
  console.error(
    `${label}: still missing after the install: ${still.map((need) => need.pkg).join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `${label}: installed ${packages.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`,
);
