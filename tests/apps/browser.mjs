// The browser half of `npm run test:apps`: built fixture apps against the demo backend
// (mocks/serve.ts), each opened in Chromium. An app passes when <biz-article-rating> and
// <biz-comments> render, a «+» click reaches the app's own `biz-article-rate` handler (it shows
// `#rated`), and the page logged no error (uncaught, `console.error`, a failed load).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChrome } from '../../scripts/find-chrome.mjs';

/** Starts a process; resolves to `{child, match}` once its output matches `ready`. */
export function startProcess(command, args, { cwd, env, ready, timeoutMs = 60_000 }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop(child);
      reject(new Error(`${command} ${args.join(' ')} not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (data) => {
      output += data;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Stops a process started by {@link startProcess} and its children (its own group). */
export function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

/**
 * The demo backend on a free port, fresh store, `origins` allowed to write: `{origin, child}`. Its
 * store's temporary folder goes when this process exits.
 */
export async function startBackend(root, origins) {
  const folder = mkdtempSync(join(tmpdir(), 'biz-apps-backend-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const state = join(folder, 'state.json');
  const args = ['mocks/serve.ts', '--port', '0', '--state', state, '--reset'];
  for (const origin of origins) args.push('--allow-origin', origin);
  const { child, match } = await startProcess(join(root, 'node_modules/.bin/tsx'), args, {
    cwd: root,
    ready: /(http:\/\/127\.0\.0\.1:\d+)/,
  });
  return { origin: match[1], child };
}

const shadowHas = (tag, selector) =>
  `document.querySelector('${tag}')?.shadowRoot?.querySelector('${selector}')`;

/** Waits until `expression` is true in `page`; throws «not seen in N s: `what`» otherwise. */
async function waitFor(page, what, expression, timeout) {
  try {
    await page.waitForFunction(expression, { timeout });
  } catch {
    throw new Error(`not seen in ${timeout / 1000} s: ${what}`);
  }
}

/** Opens each `{ name, url }` in headless Chromium and checks it: a message per failed app. */
export async function checkInBrowser(apps) {
  const chrome = findChrome();
  if (!chrome) return ['Chromium not found: `apt-get install chromium`, or set CHROME_PATH'];
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const failures = [];
  try {
    for (const { name, url } of apps) {
      // A context of its own per page: a vote remembered from another route of the app would stick.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        // Chromium asks every page for /favicon.ico; the apps have none.
        if (message.type() === 'error' && !/\/favicon\.ico$/.test(message.location().url ?? '')) {
          const { url } = message.location();
          errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
        }
      });
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
        await waitFor(
          page,
          'both elements rendered (the «+» button, the comments)',
          `${shadowHas('biz-article-rating', 'button.plus:not([disabled])')} && ${shadowHas('biz-comments', 'h2, h3, [role="feed"], ol, ul')}`,
          20_000,
        );
        await page.evaluate(`${shadowHas('biz-article-rating', 'button.plus')}.click()`);
        await waitFor(
          page,
          "after a click on «+», the app's biz-article-rate handler showed «Оценка принята» in #rated",
          `/Оценка принята/.test(document.querySelector('#rated')?.textContent ?? '')`,
          15_000,
        );
        if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
        console.log(
          `${name} app in Chromium: both elements render, the biz-article-rate handler ran`,
        );
      } catch (error) {
        failures.push(`${name} app in Chromium: ${error.message}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return failures;
}
