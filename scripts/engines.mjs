// The browser engines the browser suite runs in (web-test-runner.config.mjs): which launcher each
// uses and what each needs from the machine. BIZ_ENGINE picks one: chromium (default), firefox,
// webkit. Paths are Debian's packages (chromium, firefox-esr, webkit2gtk-driver + xvfb); on another
// system CHROME_PATH, FIREFOX_PATH and MINIBROWSER_PATH point at browsers installed another way.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { CHROMIUM_ARGS } from './find-chrome.mjs';

/** The engine of this run. */
export const ENGINE = process.env.BIZ_ENGINE || 'chromium';

/**
 * Every engine the suite knows, with the binary it needs and its `slowness`: how many times longer
 * than Chromium a test's waits and mocha's per-test timeout may last in it before they count as
 * failed (WebKitGTK through WebKitWebDriver ran the suite in 1,088 s against Chromium's 371 s on a
 * loaded 2-core CI machine; Firefox ESR's pages start slower). Tests read it as `SLOWNESS`
 * (tests/browser/helpers.ts); a wait that is met still returns at once. `filesPerBrowser`, where
 * set, runs the suite in that engine as several runs of that many files, each with a fresh
 * browser; `ownBrowser` names the files that get one each.
 */
export const ENGINES = {
  chromium: { binary: null, install: 'chromium', slowness: 1 },
  firefox: {
    binary: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    install: 'firefox-esr',
    slowness: 2,
  },
  webkit: {
    binary: process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    install: 'webkit2gtk-driver xvfb',
    slowness: 3,
    // A fresh MiniBrowser every this many test files (scripts/test-browser.mjs): one MiniBrowser
    // slows down over a long run. In one 54-file run biz-comments.test.ts took 139 s and
    // caps.test.ts 117 s, against 29 s and 14 s in a fresh browser; faults.test.ts took 156 s
    // alone and was cut off at 720 s as the 42nd file.
    filesPerBrowser: 10,
    // Files after which a MiniBrowser slows most (long lists of comments, reloads): each gets a
    // fresh browser of its own. After biz-comments.test.ts in the same browser,
    // biz-comments-form.test.ts took 88–135 s and biz-comments-live.test.ts 52–60 s, against 33
    // and 12 s each in a browser of its own (about 4 s to start one).
    ownBrowser: [
      'biz-comments.test.ts',
      'biz-comments-form.test.ts',
      'biz-comments-live.test.ts',
      'biz-comments-xss.test.ts',
    ],
  },
};

/** A free TCP port on 127.0.0.1 (for a server or driver started next). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, ms = 15_000) {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - start > ms) throw new Error(`WebKitWebDriver did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts an Xvfb display and WebKitWebDriver on it (MiniBrowser has no headless mode).
 * @returns webdriverio `remote()` options for a MiniBrowser session (WebDriver classic), and a
 *   `stop()` that ends the driver and the display
 */
export async function startWebKitDriver() {
  const display = `:${90 + Math.floor(Math.random() * 9)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  await waitForPort(port);
  return {
    options: {
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: ENGINES.webkit.binary, args: ['--automation'] },
      },
    },
    stop: async () => {
      driver.kill();
      xvfb.kill();
    },
  };
}

/**
 * The web-test-runner launcher for {@link ENGINE}, and a `stop()` for what it started.
 * @param {{ chromeLauncher: Function, findChrome: () => string | null }} tools
 */
export async function engineLauncher({ chromeLauncher, findChrome }) {
  if (ENGINE === 'chromium') {
    return {
      launcher: chromeLauncher({
        launchOptions: {
          executablePath: findChrome() ?? undefined,
          headless: true,
          args: CHROMIUM_ARGS,
        },
      }),
      stop: async () => {},
    };
  }
  if (ENGINE === 'firefox') {
    return {
      launcher: chromeLauncher({
        launchOptions: {
          browser: 'firefox',
          executablePath: ENGINES.firefox.binary,
          headless: true,
          protocol: 'webDriverBiDi',
          // A headless window never has the system focus, and Firefox matches :focus and
          // :focus-visible only in a focused window; test mode treats the window as focused.
          // Notification permission answers "denied" without a prompt: a permission doorhanger
          // (the push adapter test asks for a subscription) took the focus from every later
          // test page of the run.
          extraPrefsFirefox: {
            'focusmanager.testmode': true,
            'permissions.default.desktop-notification': 2,
          },
        },
        // Each test file's page is the selected tab: a background tab loses focus events.
        createPage: async ({ context }) => {
          const page = await context.newPage();
          await page.bringToFront();
          return page;
        },
      }),
      stop: async () => {},
    };
  }
  if (ENGINE === 'webkit') {
    const { WebKitLauncher } = await import('./webdriver-page.mjs');
    const webkit = await startWebKitDriver();
    return { launcher: new WebKitLauncher(webkit.options), stop: webkit.stop };
  }
  throw new Error(`unknown engine "${ENGINE}": chromium, firefox or webkit`);
}

/** Whether this machine has what `engine` needs (its binary). */
export function engineAvailable(engine, findChrome) {
  if (engine === 'chromium') return Boolean(findChrome());
  return existsSync(ENGINES[engine].binary);
}
