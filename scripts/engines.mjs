// The engines of the browser suite (web-test-runner.config.mjs): each one's launcher and binary.
// BIZ_ENGINE: chromium (default), firefox, webkit. Binaries from Debian's packages, else
// CHROME_PATH, FIREFOX_PATH, MINIBROWSER_PATH.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './find-chrome.mjs';

export const ENGINE = process.env.BIZ_ENGINE || 'chromium';

/**
 * Each engine's binary, package and `slowness` (tests' waits and timeouts × it: `SLOWNESS`);
 * `filesPerBrowser`: run in batches with a fresh browser each; `ownBrowser`: files run alone.
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
    // One MiniBrowser slows down over a long run (a file took 5–8× its time in a fresh one).
    filesPerBrowser: 10,
    // The files after which a MiniBrowser slows most (long comment lists, reloads).
    ownBrowser: [
      'biz-comments.test.ts',
      'biz-comments-permalink.test.ts',
      'biz-comments-order.test.ts',
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
 * Starts an Xvfb display and WebKitWebDriver on it (MiniBrowser has no headless mode). Resolves
 * to webdriverio `remote()` options (WebDriver classic) and a `stop()` for both.
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

/** The web-test-runner launcher for {@link ENGINE} and a `stop()` for what it started. */
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
    // The profile is ours to delete: the one puppeteer makes itself stayed behind after every
    // run (about 100 MB in the temp folder each time).
    const profile = mkdtempSync(join(tmpdir(), 'biz-firefox-profile-'));
    const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    process.once('exit', removeProfile);
    return {
      launcher: chromeLauncher({
        launchOptions: {
          browser: 'firefox',
          executablePath: ENGINES.firefox.binary,
          userDataDir: profile,
          headless: true,
          protocol: 'webDriverBiDi',
          // A headless window never has system focus and Firefox matches :focus(-visible) only in a
          // focused one: test mode fakes it. Notifications are denied without a doorhanger, which
          // would take focus from every later test page.
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

export function engineAvailable(engine, findChrome) {
  if (engine === 'chromium') return Boolean(findChrome());
  return existsSync(ENGINES[engine].binary);
}
